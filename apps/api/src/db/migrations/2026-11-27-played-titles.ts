// 'Titres diffusés'. Every title change of the live stream, once, with the programme on
// air then (its title and host copied: the history outlives a renamed or deleted programme).
// Jingles and station IDs are stored too, marked, and left out of the public list.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table played_titles (
    id integer generated always as identity primary key,
    title text not null check (length(title) between 1 and 500),
    is_jingle boolean not null default false,
    played_at timestamptz not null default now(),
    programme_id integer references programmes (id) on delete set null,
    programme_title text,
    programme_host text
  )`.execute(db);
  // The newest first (the recorder's "last title", the lists) and the 90-day purge.
  await sql`create index played_titles_played_at_idx on played_titles (played_at desc, id desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists played_titles`.execute(db);
}
