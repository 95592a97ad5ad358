import { DEFAULT_BROADCAST_TIMES, emissionMessages } from '@station/shared/client';
import { CalendarPlus, Trash2 } from '../../../ui/icons.tsx';
import './emissions-admin.css';

export interface DateRow {
  key: number;
  broadcast_date: string;
  broadcast_time: string;
  heure_fin: string;
}

let nextKey = 0;
export const newRow = (from?: Partial<DateRow>): DateRow => ({
  key: ++nextKey,
  broadcast_date: from?.broadcast_date ?? '',
  broadcast_time: from?.broadcast_time ?? DEFAULT_BROADCAST_TIMES.broadcast_time,
  heure_fin: from?.heure_fin ?? DEFAULT_BROADCAST_TIMES.heure_fin,
});

/** End strictly after start on the same day. */
export const crossesMidnight = (row: DateRow) => Boolean(row.broadcast_time && row.heure_fin && row.heure_fin <= row.broadcast_time);

/**
 * 'Date picker': one row per broadcast, a new one taking the first row's times (default
 * 10:00–11:00); 'apply the first schedule to all' with 2 or more dates.
 */
export function BroadcastDateRows({ rows, onChange }: { rows: DateRow[]; onChange: (rows: DateRow[]) => void }) {
  const update = (key: number, change: Partial<DateRow>) => onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const first = rows[0];
  return (
    <fieldset className="field date-rows">
      <legend>Dates de diffusion</legend>
      {rows.map((row, index) => (
        <div key={row.key} className="date-rows__row">
          <div className="date-rows__inputs">
            <label className="date-rows__date">
              <span className="visually-hidden">Date {index + 1}</span>
              <input type="date" className="field__input" value={row.broadcast_date} onChange={(event) => update(row.key, { broadcast_date: event.target.value })} />
            </label>
            <label>
              <span className="visually-hidden">Début {index + 1}</span>
              <input type="time" className="field__input" value={row.broadcast_time} onChange={(event) => update(row.key, { broadcast_time: event.target.value })} />
            </label>
            <label>
              <span className="visually-hidden">Fin {index + 1}</span>
              <input type="time" className="field__input" value={row.heure_fin} onChange={(event) => update(row.key, { heure_fin: event.target.value })} />
            </label>
            <button
              type="button"
              className="icon-button"
              aria-label={`Retirer la date ${index + 1}`}
              onClick={() => onChange(rows.filter((each) => each.key !== row.key))}
              disabled={rows.length === 1}
            >
              <Trash2 size={16} aria-hidden="true" />
            </button>
          </div>
          {crossesMidnight(row) && (
            <p className="field__error" role="alert">
              {emissionMessages.crossesMidnight}
            </p>
          )}
        </div>
      ))}
      <div className="date-rows__actions">
        <button type="button" className="btn btn--small btn--ghost" onClick={() => onChange([...rows, newRow({ broadcast_time: first?.broadcast_time, heure_fin: first?.heure_fin })])}>
          <CalendarPlus size={16} aria-hidden="true" />
          Ajouter une date
        </button>
        {rows.length >= 2 && first && (
          <button
            type="button"
            className="btn btn--small btn--ghost"
            onClick={() => onChange(rows.map((row) => ({ ...row, broadcast_time: first.broadcast_time, heure_fin: first.heure_fin })))}
          >
            Appliquer le premier horaire à toutes
          </button>
        )}
      </div>
    </fieldset>
  );
}
