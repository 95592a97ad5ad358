import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** The owner's column: exactly one is set (the table's check constraint). */
export type OwnerColumn = 'user_id' | 'talon_id' | 'admin_id';
export interface Owner {
  column: OwnerColumn;
  id: number;
}

function selectPlaylists(db: Kysely<Database>) {
  return db
    .selectFrom('playlists as p')
    .selectAll('p')
    .select((eb) => eb.selectFrom('playlist_tracks as pt').select((inner) => inner.fn.countAll<number>().as('n')).whereRef('pt.playlist_id', '=', 'p.id').as('track_count'));
}

export type PlaylistRow = Awaited<ReturnType<ReturnType<typeof selectPlaylists>['execute']>>[number];

/** The owner's playlists with their track count, newest first. */
export const listOwned = (db: Kysely<Database>, owner: Owner) =>
  selectPlaylists(db).where(`p.${owner.column}`, '=', owner.id).orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').execute();

export const findPlaylist = (db: Kysely<Database>, id: number) => selectPlaylists(db).where('p.id', '=', id).executeTakeFirst();

export async function insertPlaylist(db: Kysely<Database>, owner: Owner, values: { title: string; description: string | null; is_public: boolean }) {
  const row = await db
    .insertInto('playlists')
    .values({ ...values, [owner.column]: owner.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const updatePlaylist = (db: Kysely<Database>, id: number, values: { title?: string; description?: string | null; is_public?: boolean }) =>
  db.updateTable('playlists').set(values).where('id', '=', id).execute();

export const deletePlaylist = (db: Kysely<Database>, id: number) => db.deleteFrom('playlists').where('id', '=', id).execute();

/** Tracks in order, with what the player needs (title, artist, files). */
export function listTracks(db: Kysely<Database>, playlistId: number) {
  return db
    .selectFrom('playlist_tracks as pt')
    .leftJoin('mixes as m', 'm.mixid', 'pt.mix_id')
    .leftJoin('animateurs as ma', 'ma.animateurid', 'm.animateur_id')
    .leftJoin('emissions as e', 'e.id', 'pt.emission_id')
    .select([
      'pt.id',
      'pt.position',
      'pt.mix_id',
      'pt.emission_id',
      sql<string>`coalesce(m.titre, e.title)`.as('title'),
      sql<string | null>`case when m.mixid is not null then nullif(btrim(concat_ws(' ', ma.prenom, ma.nom)), '') else (
        select string_agg(concat_ws(' ', a.prenom, a.nom), ', ' order by a.animateurid)
        from emission_animateurs ea join animateurs a on a.animateurid = ea.animateur_id
        where ea.emission_id = e.id and not a.hidden) end`.as('artist'),
      sql<string | null>`coalesce(m.img_url, e.img_url)`.as('img_url'),
      sql<string | null>`coalesce(m.mp3_url, e.mp3_url)`.as('mp3_url'),
    ])
    .where('pt.playlist_id', '=', playlistId)
    .orderBy('pt.position')
    .orderBy('pt.id')
    .execute();
}

/** Appends a track; false when it is already in the playlist (the unique indexes). */
export async function appendTrack(db: Kysely<Database>, playlistId: number, target: { mix_id: number | null; emission_id: number | null }) {
  const row = await db
    .insertInto('playlist_tracks')
    .values((eb) => ({
      playlist_id: playlistId,
      ...target,
      position: eb.selectFrom('playlist_tracks').select(sql<number>`coalesce(max(position) + 1, 0)`.as('next')).where('playlist_id', '=', playlistId),
    }))
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export const countTracks = async (db: Kysely<Database>, playlistId: number) =>
  Number((await db.selectFrom('playlist_tracks').select((eb) => eb.fn.countAll<number>().as('n')).where('playlist_id', '=', playlistId).executeTakeFirstOrThrow()).n);

export const deleteTrack = async (db: Kysely<Database>, playlistId: number, trackId: number) =>
  (await db.deleteFrom('playlist_tracks').where('playlist_id', '=', playlistId).where('id', '=', trackId).returning('id').executeTakeFirst()) !== undefined;

export const setTrackPosition = (db: Kysely<Database>, playlistId: number, trackId: number, position: number) =>
  db.updateTable('playlist_tracks').set({ position }).where('playlist_id', '=', playlistId).where('id', '=', trackId).execute();

/** Serialises writes to one playlist's tracks (positions are read then written). */
export const lockPlaylist = (db: Kysely<Database>, playlistId: number) => db.selectFrom('playlists').select('id').where('id', '=', playlistId).forUpdate().executeTakeFirst();
