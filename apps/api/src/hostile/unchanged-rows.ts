// "A refused request changed no row", checked without fingerprinting the database around every
// request (a fingerprint costs tens of milliseconds): refusals are checked in batches, and a batch
// ends before any request that may be accepted, since an accepted one changes rows as it should.
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { changedTables, fingerprint } from './database-state.ts';

export class UnchangedRows {
  private known: Record<string, string> | undefined;
  private pending: string[] = [];

  constructor(
    private readonly db: Kysely<Database>,
    private readonly tables: string[],
    private readonly problems: string[],
    /** The stored files, when uploads are under attack: a refused upload must leave none behind. */
    private readonly files?: () => string[],
  ) {}

  private async state() {
    const tables = await fingerprint(this.db, this.tables);
    return this.files ? { ...tables, 'stored files': this.files().join('|') } : tables;
  }

  /** Before a request: the database's state is known; before one that may be accepted, the batch is checked. */
  async ready(mayBeAccepted: boolean) {
    if (mayBeAccepted) await this.check();
    this.known ??= await this.state();
  }

  /** After a request: a refusal joins the batch; an acceptance ends it first. */
  answered(label: string, status: number) {
    if (status >= 400) {
      this.pending.push(label);
      return;
    }
    this.pending = [];
    this.known = undefined;
  }

  /** Ends the batch: if any refusal of it changed a table, says which tables and which refusals. */
  async check() {
    if (this.pending.length === 0 || !this.known) return;
    const now = await this.state();
    const changed = changedTables(this.known, now);
    if (changed.length > 0) {
      const more = this.pending.length > 10 ? ` and ${this.pending.length - 10} more` : '';
      this.problems.push(`one of [${this.pending.slice(0, 10).join(' | ')}${more}] was refused and changed ${changed.join(', ')}`);
    }
    this.known = now;
    this.pending = [];
  }
}
