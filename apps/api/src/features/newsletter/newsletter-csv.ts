// The subscribers as CSV for spreadsheets. Cells that a spreadsheet would read
// as a formula (=, +, -, @, tab, CR) are prefixed with a quote: an address typed by a visitor
// must never run as a formula on the admin's computer.
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n;]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(header: string[], rows: string[][]): string {
  // CRLF line ends (RFC 4180) and a BOM so spreadsheet apps read the accents as UTF-8.
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
