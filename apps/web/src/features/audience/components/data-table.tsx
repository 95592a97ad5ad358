import { Download } from '../../../ui/icons.tsx';
import { type CsvCell, downloadCsv } from '../csv.ts';

interface DataTableProps {
  caption: string;
  header: string[];
  rows: CsvCell[][];
  /** The CSV's file name, without the extension. */
  fileName: string;
  /** Long tables (a chart's points) start folded; the chart says the same thing. */
  folded?: boolean;
}

/** The accessible twin of a chart, or a table of its own, with its CSV export. */
export function DataTable({ caption, header, rows, fileName, folded }: DataTableProps) {
  const table = (
    <div className="audience-table__scroll">
      <table className="audience-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {header.map((title) => (
              <th key={title} scope="col">
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.join('|')}>
              {row.map((value, index) => (index === 0 ? <th key={header[index]} scope="row">{value ?? '—'}</th> : <td key={header[index]}>{value ?? '—'}</td>))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  return (
    <div className="audience-table__block">
      <button type="button" className="btn btn--ghost btn--small" onClick={() => downloadCsv(`${fileName}.csv`, header, rows)}>
        <Download size={16} aria-hidden="true" />
        <span>
          Exporter<span className="visually-hidden"> « {caption} »</span> en CSV
        </span>
      </button>
      {rows.length === 0 ? (
        <p className="empty-state">Pas encore de données pour cette période.</p>
      ) : folded ? (
        <details className="audience-table__details">
          <summary>Voir le tableau ({rows.length} lignes)</summary>
          {table}
        </details>
      ) : (
        table
      )}
    </div>
  );
}
