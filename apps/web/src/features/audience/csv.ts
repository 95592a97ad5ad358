// Every table of 'Audience' can be taken away as CSV: semicolons and a BOM (what French
// spreadsheets open right, as the contest ranking's export), made in the page from what it shows.

export type CsvCell = string | number | null;

const cell = (value: CsvCell) => {
  const text = value === null ? '' : String(value);
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export const toCsv = (header: string[], rows: CsvCell[][]) => `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;

/** Hands the CSV to the browser as a file download. */
export function downloadCsv(fileName: string, header: string[], rows: CsvCell[][]) {
  const url = URL.createObjectURL(new Blob([toCsv(header, rows)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
