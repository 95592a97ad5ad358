import { useEffect, useState } from 'react';
import { useRenderTime } from '../ssr/hydration.ts';

/**
 * The current time, refreshed every `intervalMs` (spec 2 §9: live-now is recomputed every 60 s).
 * A server-rendered page starts from the server's instant (the HTML's clocks and 'live now'), then
 * takes the real time once hydrated.
 */
export function useNow(intervalMs: number): Date {
  const renderTime = useRenderTime();
  const [now, setNow] = useState(() => (renderTime === null ? new Date() : new Date(renderTime)));
  useEffect(() => {
    if (renderTime !== null) setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, renderTime]);
  return now;
}
