import { parisDate } from '@station/shared/client';
import { useState } from 'react';
import { MonthNav } from '../components/month-nav.tsx';
import { formatMonth, monthOf, monthWeeks } from '../programme-days.ts';
import '../schedule.css';
import './schedule-admin.css';

const WEEKDAY_INITIALS = ['L', 'M', 'M', 'J', 'V', 'S', 'D'];
const WEEKDAY_NAMES = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];
const dayLabel = new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** Date picker: a month grid where a click adds a date and a second click removes it. Past dates allowed. */
export function MultiDatePicker({ selected, onToggle }: { selected: string[]; onToggle: (day: string) => void }) {
  const today = parisDate();
  const [month, setMonth] = useState(() => monthOf(selected[0] ?? today));
  return (
    <div className="date-picker">
      <MonthNav month={month} onMonthChange={setMonth} block="date-picker" />
      <fieldset className="date-picker__grid">
        <legend className="visually-hidden">Dates de {formatMonth(month)}</legend>
        {WEEKDAY_INITIALS.map((initial, index) => (
          <abbr key={WEEKDAY_NAMES[index]} title={WEEKDAY_NAMES[index]} className="date-picker__weekday">
            {initial}
          </abbr>
        ))}
        {monthWeeks(month)
          .flat()
          .map((day) => {
            const chosen = selected.includes(day);
            return (
              <button
                key={day}
                type="button"
                className={`date-picker__day ${monthOf(day) !== month ? 'is-outside' : ''} ${day === today ? 'is-today' : ''}`}
                aria-pressed={chosen}
                aria-label={dayLabel.format(new Date(`${day}T00:00:00Z`))}
                onClick={() => onToggle(day)}
              >
                {Number(day.slice(8))}
              </button>
            );
          })}
      </fieldset>
    </div>
  );
}
