import { startTransition, useEffect, useState } from 'react';
import { useRenderTime } from '../ssr/hydration.ts';
import { everyInterval } from './shared-interval.ts';

/**
 * The current time, refreshed every `intervalMs` (live-now is recomputed every 60 s).
 * A server-rendered page hydrates from the server's instant (the HTML's clocks and 'live now'), then
 * takes the device's time once hydrated, as a transition: set in a layout effect, it was a synchronous
 * update within the hydration's commit, which flushed every effect of the page in one long task on a
 * slow phone.
 */
export function useNow(intervalMs: number): Date {
  const renderTime = useRenderTime();
  const [now, setNow] = useState(() => (renderTime === null ? new Date() : new Date(renderTime)));
  useEffect(() => {
    if (renderTime !== null) startTransition(() => setNow(new Date()));
  }, [renderTime]);
  // Every clock of a period on one timer: a page of cards ticks in one task (shared-interval.ts).
  useEffect(() => everyInterval(intervalMs, () => setNow(new Date())), [intervalMs]);
  return now;
}
