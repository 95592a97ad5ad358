import { formatClock, formatHeaderDate } from '../../lib/format.ts';
import { useNow } from '../../lib/use-now.ts';

const TICK_MS = 1000; // Header clock tick 1 s

/** Paris time, updated every second (a server-rendered page starts from the server's instant). */
export function HeaderClock({ showDate = false }: { showDate?: boolean }) {
  const now = useNow(TICK_MS);
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
