// The live figures computed once per tick for every API process (docs/decisions/180-listeners-at-scale.md).
// The process that takes the turn counts the listeners and writes the figure here; the others read
// this one row instead of counting again. Unlogged like live_listeners: a figure is worth nothing
// after a tick, so it is not worth the write-ahead log.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create unlogged table live_figures (
    name text primary key,
    value integer not null check (value >= 0),
    computed_at timestamptz not null default now()
  )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists live_figures`.execute(db);
}
