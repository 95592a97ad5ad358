// Heartbeats absorbed in memory (docs/decisions/180-listeners-at-scale.md): a heartbeat only notes who was
// heard; the feed's tick writes everyone heard since the last one in one upsert (and the goodbyes
// in one delete). At 10,000 players beating every 20 s that is one statement a tick instead of
// 500 lookups, writes and counts a second.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { removeListeners, touchListeners } from './live-listener.repository.ts';

/** Postgres takes at most 65,535 parameters a statement: one a player, well below. */
const BATCH_ROWS = 10_000;
/** How long this process remembers a player it heard (the app's one-minute window, and some). */
const REMEMBER_MS = 2 * 60_000;

export class LivePresence {
  /** Heard since the last batch: true = listening, false = gone. The last word wins. */
  private heardSince = new Map<string, boolean>();
  /** Players this process heard lately, so a known one is never asked about again. */
  private lastHeard = new Map<string, number>();
  private lastForget = Date.now();

  heard(listenerId: string, listening: boolean): void {
    this.heardSince.set(listenerId, listening);
    if (listening) this.lastHeard.set(listenerId, Date.now());
    else this.lastHeard.delete(listenerId);
  }

  /** A player this process heard in the last two minutes (not new: the per-address cap is not hit again). */
  knows(listenerId: string): boolean {
    return this.lastHeard.has(listenerId);
  }

  get pending(): number {
    return this.heardSince.size;
  }

  /** Writes what was heard since the last batch; on failure it stays for the next tick. */
  async flush(db: Kysely<Database>): Promise<void> {
    this.forgetOld();
    if (this.heardSince.size === 0) return;
    const batch = this.heardSince;
    this.heardSince = new Map();
    const listening: string[] = [];
    const gone: string[] = [];
    for (const [id, isListening] of batch) (isListening ? listening : gone).push(id);
    try {
      for (let i = 0; i < listening.length; i += BATCH_ROWS) await touchListeners(db, listening.slice(i, i + BATCH_ROWS));
      for (let i = 0; i < gone.length; i += BATCH_ROWS) await removeListeners(db, gone.slice(i, i + BATCH_ROWS));
    } catch (error) {
      // Put back what was not newer since: the next tick writes it.
      for (const [id, isListening] of batch) if (!this.heardSince.has(id)) this.heardSince.set(id, isListening);
      throw error;
    }
  }

  private forgetOld() {
    const now = Date.now();
    if (now - this.lastForget < REMEMBER_MS / 2) return;
    this.lastForget = now;
    for (const [id, at] of this.lastHeard) if (now - at > REMEMBER_MS) this.lastHeard.delete(id);
  }
}
