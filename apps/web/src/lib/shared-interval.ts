/**
 * One native interval per period for the whole page, however many components tick with it (the
 * clocks of `useNow`, the show artworks' rotation). A page of cards took one interval per card,
 * each armed in the same task as the page was taken over, and each tick re-rendered
 * one card after another; now every card of a period is told in the same task, and React renders
 * them together.
 */
const periods = new Map<number, { listeners: Set<() => void>; timer: ReturnType<typeof setInterval> }>();

/** Calls `listener` every `intervalMs` until the returned function is called. */
export function everyInterval(intervalMs: number, listener: () => void): () => void {
  let period = periods.get(intervalMs);
  if (!period) {
    const listeners = new Set<() => void>();
    const tellAll = () => {
      for (const tell of [...listeners]) tell();
    };
    period = { listeners, timer: setInterval(tellAll, intervalMs) };
    periods.set(intervalMs, period);
  }
  const { listeners, timer } = period;
  // The same function twice is two subscriptions (two components may share a callback).
  const subscription = () => listener();
  listeners.add(subscription);
  return () => {
    listeners.delete(subscription);
    if (listeners.size === 0 && periods.get(intervalMs)?.timer === timer) {
      clearInterval(timer);
      periods.delete(intervalMs);
    }
  };
}
