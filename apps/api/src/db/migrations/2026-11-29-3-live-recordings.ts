// What the studio sent on air, recorded by radio.liq: one row per airing of a programme (a drop and
// a reconnection within it add to the same recording). It becomes a replay of the programme's
// emission (audio_file_id) at once or after a staff check; without an emission (an admin outside
// any slot, the studio's encoder) staff attach it or delete it. Deleting the replay deletes the row.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table live_recordings (
    id integer generated always as identity primary key,
    raw_files text[] not null,
    audio_filename text not null unique,
    started_at timestamptz not null,
    ended_at timestamptz not null,
    duration_seconds integer check (duration_seconds >= 0),
    source text not null check (source in ('app', 'encoder')),
    account_role text,
    account_id integer,
    programme_id integer references programmes (id) on delete set null,
    programme_title text,
    airing_starts_at timestamptz,
    emission_id integer references emissions (id) on delete set null,
    audio_file_id integer unique references emission_audio_files (id) on delete cascade,
    created_at timestamptz not null default now()
  )`.execute(db);
  // One recording an airing, whatever reaches the app at the same moment.
  await sql`create unique index live_recordings_airing_idx on live_recordings (programme_id, airing_starts_at) where programme_id is not null`.execute(db);
  await sql`create index live_recordings_started_idx on live_recordings (started_at desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists live_recordings`.execute(db);
}
