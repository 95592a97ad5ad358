// The per-address cap on visitors' likes (shared state lives in the
// database, so every API instance counts the same hits), and one copy of a track per playlist.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // One row per visitor like that was counted; rows older than the window are deleted as we go.
  await sql`create unlogged table like_visitor_hits (
    id integer generated always as identity primary key,
    address text not null,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index like_visitor_hits_address_idx on like_visitor_hits (address, created_at)`.execute(db);
  await sql`create unique index playlist_tracks_mix_once on playlist_tracks (playlist_id, mix_id) where mix_id is not null`.execute(db);
  await sql`create unique index playlist_tracks_emission_once on playlist_tracks (playlist_id, emission_id) where emission_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists playlist_tracks_emission_once`.execute(db);
  await sql`drop index if exists playlist_tracks_mix_once`.execute(db);
  await sql`drop table if exists like_visitor_hits`.execute(db);
}
