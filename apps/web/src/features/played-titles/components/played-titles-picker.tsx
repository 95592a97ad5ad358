import { formatFrenchDate } from '@station/shared/client';
import { Search } from '../../../ui/icons.tsx';
import { type FormEvent, useId, useState } from 'react';

interface PickerProps {
  days: string[];
  date?: string;
  time?: string;
  onLookup: (lookup: { date: string; time: string } | null) => void;
}

/** 'Qu'est-ce qui passait à 8 h 15 ?': a day of the last 7 and a time. */
export function PlayedTitlesPicker({ days, date, time, onLookup }: PickerProps) {
  const [day, setDay] = useState(date ?? days[0] ?? '');
  const [hour, setHour] = useState(time?.slice(0, 5) ?? '08:15');
  const dayId = useId();
  const timeId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (day && /^\d{2}:\d{2}$/.test(hour)) onLookup({ date: day, time: hour });
  };
  return (
    <form className="played-titles__picker card-panel" onSubmit={submit} aria-label="Retrouver un titre diffusé">
      <p className="played-titles__question">Qu'est-ce qui passait à 8 h 15 ?</p>
      <div className="played-titles__fields">
        <label htmlFor={dayId}>
          Jour
          <select id={dayId} value={day} onChange={(event) => setDay(event.target.value)}>
            {days.map((option, index) => (
              <option key={option} value={option}>
                {index === 0 ? "Aujourd'hui" : index === 1 ? 'Hier' : formatFrenchDate(option)}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={timeId}>
          Heure
          <input id={timeId} type="time" value={hour} required onChange={(event) => setHour(event.target.value)} />
        </label>
        <button type="submit" className="btn btn--primary">
          <Search size={16} aria-hidden="true" />
          Voir
        </button>
        {date && (
          <button type="button" className="btn btn--ghost" onClick={() => onLookup(null)}>
            Derniers titres
          </button>
        )}
      </div>
    </form>
  );
}
