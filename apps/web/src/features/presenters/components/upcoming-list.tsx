import { formatShortFrenchDay } from '@station/shared/client';
import { CalendarClock } from '../../../ui/icons.tsx';
import { formatLongDate } from '../../../lib/format.ts';
import type { UpcomingProgramme } from '../upcoming-programmes.ts';
import '../presenters.css';


/** Up to 3 next programmes of a presenter. */
export function UpcomingList({ upcoming, name }: { upcoming: UpcomingProgramme[]; name: string }) {
  if (upcoming.length === 0) return null;
  return (
    <ul className="presenter-upcoming" aria-label={`Prochains programmes de ${name}`}>
      {upcoming.map(({ programme, day }) => (
        <li key={`${programme.id}-${day}`}>
          <CalendarClock size={14} aria-hidden="true" />
          <span className="presenter-upcoming__when" title={formatLongDate(day)}>
            {formatShortFrenchDay(day)} · {programme.start_time}–{programme.end_time}
          </span>
          <span className="presenter-upcoming__title">{programme.title}</span>
        </li>
      ))}
    </ul>
  );
}
