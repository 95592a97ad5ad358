import { useEffect, useState } from 'react';
import { formatClock, formatHeaderDate } from '../../lib/format.ts';

const TICK_MS = 1000; // spec 1 §9: header clock tick 1 s

/** Paris time, updated every second. */
export function HeaderClock({ showDate = false }: { showDate?: boolean }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <span className="header-clock">
      {showDate && <span className="header-clock__date">{formatHeaderDate(now)}</span>}
      <span className="visually-hidden">Heure de Paris : </span>
      <time className="header-clock__time" dateTime={now.toISOString()}>
        {formatClock(now)}
      </time>
    </span>
  );
}
