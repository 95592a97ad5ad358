// The stream's recent titles, each with the instant it entered the stream, so that a player that
// hears the stream seconds behind its live edge shows a title when its audio plays, not when the
// server learns it (player/title-clock.ts; docs/decisions/230-titles-timed-to-the-audio.md).
// Liquidsoap's metadata callback pushes them (POST /api/live/titles) the moment a title enters the
// stream; without pushes (an encoder straight into Icecast), Icecast's status poll is the fallback,
// stamped when the poll first sees the title (a poll's delay late, the audio's buffer early).
import type { StreamTitle } from '@station/shared';

/** Enough for a player minutes behind (a 30 s rewind, a long buffer) to find what it hears. */
export const KEPT_TITLES = 10;
/**
 * A pushed instant in the future or older than a day is a wrong clock: the arrival counts. Liquidsoap
 * sends the current title again every 10 s with its first instant (an app restarted since learns it).
 */
const FUTURE_TOLERANCE_MS = 5_000;
const PAST_TOLERANCE_MS = 86_400_000;

export class StreamTitles {
  private readonly entries: Array<{ title: string; at: number }> = [];
  /** When Liquidsoap last pushed: its titles win over Icecast's status from then on. */
  private lastPushAt: number | null = null;

  /** A title Liquidsoap pushed, at its own instant when it sent a plausible one. */
  push(title: string, sentAtSeconds: number | undefined, now = Date.now()): void {
    const sent = sentAtSeconds === undefined ? undefined : Math.round(sentAtSeconds * 1000);
    const at = sent !== undefined && sent <= now + FUTURE_TOLERANCE_MS && sent >= now - PAST_TOLERANCE_MS ? sent : now;
    // The first push replaces the poll's guesses: from now on every instant is Liquidsoap's.
    if (!this.pushed) this.entries.length = 0;
    this.lastPushAt = now;
    this.add(title, at);
  }

  /** Icecast's status title, used only while Liquidsoap has pushed nothing: kept when it changes. */
  observe(title: string | null, now = Date.now()): void {
    if (this.pushed || !title) return;
    const latest = this.entries.at(-1);
    if (latest?.title !== title) this.add(title, now);
  }

  get pushed(): boolean {
    return this.lastPushAt !== null;
  }

  /** The newest title, or null. */
  latest(): string | null {
    return this.entries.at(-1)?.title ?? null;
  }

  recent(): StreamTitle[] {
    return this.entries.map(({ title, at }) => ({ title, at: new Date(at).toISOString() }));
  }

  private add(title: string, at: number) {
    const latest = this.entries.at(-1);
    // The same title again (a re-sent metadata after a reconnection): it entered the stream before.
    if (latest?.title === title) return;
    // A title is never placed before the one it follows (a late push with an early instant).
    this.entries.push({ title, at: Math.max(at, latest?.at ?? 0) });
    if (this.entries.length > KEPT_TITLES) this.entries.shift();
  }
}
