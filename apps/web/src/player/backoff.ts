// Reconnection delays for the live stream: exponential, capped at 30 s, with
// jitter so that thousands of players cut by the same outage do not all knock on the stream server
// in the same second.
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 30_000;

/** Delay before retry number `attempt` (0-based): half fixed, half random ("equal jitter"). */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, Math.min(attempt, 30)));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
