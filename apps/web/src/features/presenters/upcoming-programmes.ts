import type { Programme } from '@station/shared';
import { addDays, compareIso, parisDate, weekdayOf } from '@station/shared/client';
import { parisTime } from '../../lib/format.ts';

export interface UpcomingProgramme {
  programme: Programme;
  /** The Paris day of this airing, 'YYYY-MM-DD'. */
  day: string;
}

const WEEK = 7;

/**
 * 'Presenters section': a presenter's next airings (up to `limit`), from now in Paris.
 * A weekly slot counts once, at its next day (this week's, or next week's if it is over); an
 * airing on now is still upcoming until its end; a past one-off is not.
 */
export function upcomingProgrammes(programmes: Programme[], animateurId: number, now: Date, limit = 3): UpcomingProgramme[] {
  const today = parisDate(now);
  const time = parisTime(now);
  const notOver = (day: string, show: Programme) => day > today || (day === today && show.end_time > time);
  const next: UpcomingProgramme[] = [];
  for (const show of programmes) {
    if (show.animateur_id !== animateurId) continue;
    if (show.specific_date) {
      if (notOver(show.specific_date, show)) next.push({ programme: show, day: show.specific_date });
      continue;
    }
    for (let offset = 0; offset <= WEEK; offset++) {
      const day = addDays(today, offset);
      if (show.days.includes(weekdayOf(day)) && notOver(day, show)) {
        next.push({ programme: show, day });
        break;
      }
    }
  }
  return next
    .sort((a, b) => compareIso(`${a.day} ${a.programme.start_time}`, `${b.day} ${b.programme.start_time}`))
    .slice(0, limit);
}
