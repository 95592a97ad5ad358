// Who holds the harbor now, as Liquidsoap last said (it tells one app process; every process reads
// it here): the studio page names who is on air, and an admin may take the hand. One row; source
// null: nobody. Liquidsoap says it again every 10 s: a row not confirmed for 30 s (Liquidsoap
// stopped) names nobody, and a report older than the last one (reported_at, Liquidsoap's clock) is ignored.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table studio_holder (
    id smallint primary key default 1 check (id = 1),
    source text check (source in ('app', 'encoder')),
    account_role text,
    account_id integer,
    since timestamptz not null default now(),
    seen_at timestamptz not null default now(),
    reported_at double precision not null default 0
  )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists studio_holder`.execute(db);
}
