// The station's audience kept over time, without a single personal datum (no
// listener id, no address, no account): counts only. Minute samples of the live figure live
// 30 days; hourly and daily roll-ups stay for good. Plays by day and votes by hour likewise.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // One row a minute: the primary key is what makes two API processes unable to write it twice.
  await sql`create table audience_minutes (
    minute timestamptz primary key,
    listeners integer not null check (listeners >= 0),
    programme_id integer,
    programme_title text
  )`.execute(db);
  // Per hour and per programme on air during it (0 = nothing scheduled): a programme changing
  // mid-hour gives two rows, so per-programme figures stay exact after the minutes are gone.
  await sql`create table audience_hours (
    hour timestamptz not null,
    programme_id integer not null default 0,
    programme_title text,
    samples integer not null,
    listeners_sum integer not null,
    listeners_peak integer not null,
    primary key (hour, programme_id)
  )`.execute(db);
  await sql`create table audience_days (
    day date not null,
    programme_id integer not null default 0,
    programme_title text,
    samples integer not null,
    listeners_sum integer not null,
    listeners_peak integer not null,
    primary key (day, programme_id)
  )`.execute(db);
  // Paris day; kind 'mix' or 'replay' (an emission's audio). No foreign key: a deleted mix's
  // history stays, with the title it had.
  await sql`create table audience_plays (
    day date not null,
    kind text not null check (kind in ('mix', 'replay')),
    item_id integer not null,
    title text,
    started integer not null default 0,
    listened integer not null default 0,
    primary key (day, kind, item_id)
  )`.execute(db);
  await sql`create table audience_vote_hours (
    hour timestamptz not null,
    concours_id integer not null,
    concours_title text,
    free_votes integer not null,
    premium_votes integer not null,
    primary key (hour, concours_id)
  )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['audience_vote_hours', 'audience_plays', 'audience_days', 'audience_hours', 'audience_minutes']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
