import type { ManagedTimerId, TimeoutProvider } from '@tanstack/react-query';

/** Delays from this one on share one timer: the query cache's staleness (a minute) and clean-up (5 min). */
const SHARED_FROM_MS = 1_000;
/** A shared timer's callbacks run at most this late. */
const PRECISION_MS = 1_000;
/** Browsers run a longer timeout at once (a 32-bit delay): the shared timer wakes daily at most. */
const LONGEST_WAIT_MS = 24 * 3_600_000;

/**
 * Timers for the query cache (TanStack Query's timeoutManager). Each query and each
 * observer arms and clears its own (its clean-up after 5 min, its staleness after a minute): ~3
 * native timer calls per card as a page of cards is taken over, each costly in that one task on a
 * slow phone (Chromium records every timer's stack while it traces, as Lighthouse does). Here the
 * long delays share one native timer, at a second's precision; short ones (retries) stay native.
 * Coalescing is the way the library's own documentation gives.
 */
export function sharedTimeouts(): TimeoutProvider<ManagedTimerId> {
  const waiting = new Map<number, { at: number; callback: () => void }>();
  let lastId = 0;
  let armed: { at: number; timer: ReturnType<typeof setTimeout> } | undefined;

  function arm() {
    let earliest = Number.POSITIVE_INFINITY;
    for (const entry of waiting.values()) earliest = Math.min(earliest, entry.at);
    if (earliest === Number.POSITIVE_INFINITY) return;
    // Rounded up to the precision: timers due within one second run together, and a later one
    // never moves the native timer.
    const at = Math.ceil(earliest / PRECISION_MS) * PRECISION_MS;
    if (armed && armed.at <= at) return;
    if (armed) clearTimeout(armed.timer);
    armed = { at, timer: setTimeout(run, Math.min(LONGEST_WAIT_MS, Math.max(0, at - Date.now()))) };
  }

  function run() {
    armed = undefined;
    const now = Date.now();
    for (const [id, entry] of [...waiting]) {
      if (entry.at > now || !waiting.has(id)) continue;
      waiting.delete(id);
      entry.callback();
    }
    arm();
  }

  return {
    setTimeout(callback, delay) {
      if (delay < SHARED_FROM_MS) return setTimeout(callback, delay);
      lastId += 1;
      waiting.set(lastId, { at: Date.now() + delay, callback });
      arm();
      // Negative: never a native timer's id (those are positive numbers, or objects on a server).
      return -lastId;
    },
    clearTimeout(id) {
      if (typeof id === 'number' && id < 0) waiting.delete(-id);
      else clearTimeout(id as ReturnType<typeof setTimeout> | undefined);
    },
    setInterval: (callback, delay) => setInterval(callback, delay),
    clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval> | undefined),
  };
}
