import type { Emission } from '@station/shared';
import { FRENCH_WEEKDAYS, formatFrenchDate, scheduleMessages, secondsOf, slotsOverlap, weekdayOf } from '@station/shared/client';
import { Trash2 } from '../../../ui/icons.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import './schedule-admin.css';

/** 'Date slot in picker': a date, its times, whether it repeats weekly, its emission. */
export interface DateSlot {
  date: string;
  start: string;
  end: string;
  recurring: boolean;
  emissionId: number | null;
}

/** An emission matches a slot when one of its dates is the slot's and the times overlap. */
export function emissionsFor(emissions: Emission[], slot: DateSlot): Emission[] {
  return emissions.filter((emission) =>
    emission.broadcast_dates.some((date) =>
      slotsOverlap(
        { date: slot.date, start: slot.start, end: slot.end },
        { date: date.broadcast_date, start: date.broadcast_time ?? '00:00', end: date.heure_fin ?? '23:59' },
      ),
    ),
  );
}

/** The matches, plus the emission already linked (an edited programme whose emission moved). */
export const withChosen = (matches: Emission[], all: Emission[], chosen: number | null) => {
  const linked = all.find((emission) => emission.id === chosen);
  return linked && !matches.includes(linked) ? [linked, ...matches] : matches;
};

export const endNotAfterStart = (slot: DateSlot) => Boolean(slot.start && slot.end && secondsOf(slot.end) <= secondsOf(slot.start));

export interface DateSlotRowProps {
  slot: DateSlot;
  emissions: Emission[];
  onChange: (change: Partial<DateSlot>) => void;
  onEmission: (id: number | null) => void;
  onRemove: () => void;
}

export function DateSlotRow({ slot, emissions, onChange, onEmission, onRemove }: DateSlotRowProps) {
  const label = formatFrenchDate(slot.date);
  return (
    <li className="list-card date-slot" aria-label={label}>
      <div className="date-slot__head">
        <p className="date-slot__date">
          <span className="date-slot__weekday">{FRENCH_WEEKDAYS[weekdayOf(slot.date)]}</span> {label}
        </p>
        <button type="button" className="icon-button" aria-label={`Retirer le ${label}`} onClick={onRemove}>
          <Trash2 size={18} aria-hidden="true" />
        </button>
      </div>
      <div className="date-slot__times">
        <TextField label="Début" type="time" value={slot.start} onChange={(start) => onChange({ start })} required />
        <TextField label="Fin" type="time" value={slot.end} onChange={(end) => onChange({ end })} required />
      </div>
      {endNotAfterStart(slot) && (
        <p className="field__error" role="alert">
          {scheduleMessages.endAfterStart}
        </p>
      )}
      <label className="checkbox">
        <input type="checkbox" checked={slot.recurring} onChange={(event) => onChange({ recurring: event.target.checked })} />
        Chaque {FRENCH_WEEKDAYS[weekdayOf(slot.date)]}
      </label>
      {emissions.length === 0 ? (
        <div className="date-slot__none">
          <p>{scheduleMessages.noEmissionFound}</p>
          <p className="field__hint">{scheduleMessages.noEmissionHint}</p>
        </div>
      ) : (
        <div className="field">
          <label htmlFor={`emission-${slot.date}`}>Émission associée</label>
          <select
            id={`emission-${slot.date}`}
            className="field__input"
            value={slot.emissionId ?? ''}
            onChange={(event) => onEmission(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">Sans émission</option>
            {emissions.map((emission) => (
              <option key={emission.id} value={emission.id}>
                {emission.title}
              </option>
            ))}
          </select>
        </div>
      )}
    </li>
  );
}
