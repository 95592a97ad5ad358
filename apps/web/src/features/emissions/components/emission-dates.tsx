import type { BroadcastDate } from '@station/shared';
import { formatShortFrenchDay } from '@station/shared/client';
import { useState } from 'react';
import '../emissions.css';

/** 'sam. 5 déc. 2026 · 21:00–23:00' ('sam. 5 déc. · 21:00–23:00' on the cards, where upcoming dates are near). */
export function slotLabel(slot: BroadcastDate, { year = true } = {}): string {
  const day = formatShortFrenchDay(slot.broadcast_date, { year });
  if (!slot.broadcast_time) return day;
  return `${day} · ${slot.broadcast_time}${slot.heure_fin ? `–${slot.heure_fin}` : ''}`;
}

const SHOWN = 3;

/** The first 3 upcoming dates, '+N autres dates...' for the rest, the next one 'Prochaine'. */
export function UpcomingDates({ dates, title }: { dates: BroadcastDate[]; title: string }) {
  const [all, setAll] = useState(false);
  if (dates.length === 0) return null;
  const shown = all ? dates : dates.slice(0, SHOWN);
  return (
    <div className="emission-dates">
      <ul aria-label={`Prochaines diffusions de ${title}`}>
        {shown.map((slot, index) => (
          <li key={`${slot.broadcast_date}-${slot.broadcast_time}`} className={index === 0 ? 'is-next' : undefined}>
            <span title={slotLabel(slot)}>{slotLabel(slot, { year: false })}</span>
            {index === 0 && <span className="emission-dates__next">Prochaine</span>}
          </li>
        ))}
      </ul>
      {dates.length > SHOWN && (
        <button type="button" className="link-button emission-dates__more" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? 'Voir moins' : `+${dates.length - SHOWN} autres dates...`}
        </button>
      )}
    </div>
  );
}
