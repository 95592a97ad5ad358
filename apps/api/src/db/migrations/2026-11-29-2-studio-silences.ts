// When the studio's sound stopped for 20 s and the AutoDJ took the air back (radio.liq tells the
// app): the staff see the last one on the studio page; /metrics counts them.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table studio_silences (
    id integer generated always as identity primary key,
    at timestamptz not null default now()
  )`.execute(db);
  await sql`create index studio_silences_at_idx on studio_silences (at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists studio_silences`.execute(db);
}
