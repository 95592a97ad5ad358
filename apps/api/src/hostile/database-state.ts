// The database as the hostile-input suite sees it: a fingerprint of every table (rows and an md5 of
// their contents) to prove a refused request changed nothing, and the rows themselves to find what
// an accepted request wrote (mass assignment).
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database.ts';

/**
 * Tables every request may write without being a change of content: the session's last activity,
 * the shared rate-limit counters and the addresses a login is known from.
 */
// mail_outbox: the sender updates its rows in the background (status, attempts), whatever the request.
// live_listeners, live_figures: the live feed's tick writes the heartbeats heard and the shared
// listener figure in the background, once a second, after the requests that brought them.
const BOOKKEEPING_TABLES = new Set(['sessions', 'rate_limit_counters', 'login_known_addresses', 'mail_outbox', 'live_listeners', 'live_figures']);

export async function contentTables(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  return rows.map((row) => row.name).filter((name) => !BOOKKEEPING_TABLES.has(name));
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * table → 'rows:sum of row hashes', in one query. A sum of 64-bit hashes needs no sort (an ordered
 * md5 of every row took 100 ms a call) and still moves with any changed, added or removed row.
 */
export async function fingerprint(db: Kysely<Database>, tables: string[]): Promise<Record<string, string>> {
  const query = tables
    .map((name) => `select '${name}' as name, count(*)::text || ':' || coalesce(sum(hashtextextended(t::text, 0)::numeric), 0)::text as print from ${quoted(name)} t`)
    .join(' union all ');
  const { rows } = await sql.raw<{ name: string; print: string }>(query).execute(db);
  return Object.fromEntries(rows.map((row) => [row.name, row.print]));
}

/** The tables whose fingerprint differs. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);

export type Row = Record<string, unknown>;

/** Every row of `tables`, as JSON text per table. */
export async function rowsOf(db: Kysely<Database>, tables: string[]): Promise<Record<string, string[]>> {
  const query = tables.map((name) => `select '${name}' as name, to_jsonb(t)::text as row from ${quoted(name)} t`).join(' union all ');
  const { rows } = await sql.raw<{ name: string; row: string }>(query).execute(db);
  const byTable: Record<string, string[]> = Object.fromEntries(tables.map((name) => [name, []]));
  for (const row of rows) byTable[row.name]!.push(row.row);
  return byTable;
}

/** Rows present after and not before (new rows, and the new version of changed rows), per table. */
export function writtenRows(before: Record<string, string[]>, after: Record<string, string[]>): Record<string, Row[]> {
  const written: Record<string, Row[]> = {};
  for (const [table, rows] of Object.entries(after)) {
    const previous = new Set(before[table] ?? []);
    const fresh = rows.filter((row) => !previous.has(row)).map((row) => JSON.parse(row) as Row);
    if (fresh.length > 0) written[table] = fresh;
  }
  return written;
}
