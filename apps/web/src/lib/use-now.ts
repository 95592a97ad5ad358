import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs` (spec 2 §9: live-now is recomputed every 60 s). */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
