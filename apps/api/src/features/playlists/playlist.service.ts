import {
  type Account,
  PLAYLIST_TRACKS_MAX,
  type Playlist,
  type PlaylistTrack,
  type PlaylistWithTracks,
  messages,
  playlistMessages,
  type playlistInputSchema,
  type playlistTrackInputSchema,
  type playlistUpdateSchema,
} from '@station/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import {
  type Owner,
  type PlaylistRow,
  appendTrack,
  countTracks,
  deletePlaylist,
  deleteTrack,
  findPlaylist,
  insertPlaylist,
  listOwned,
  listTracks,
  lockPlaylist,
  setTrackPosition,
  updatePlaylist,
} from './playlist.repository.ts';

/** Playlists: users, talents and admins, as themselves; moderators have no column. */
export function ownerOf(account: Account): Owner {
  if (account.role === 'user') return { column: 'user_id', id: account.id };
  if (account.role === 'talent') return { column: 'talon_id', id: account.id };
  if (account.role === 'admin') return { column: 'admin_id', id: account.id };
  throw new HttpError(403, messages.forbidden, 'forbidden');
}

const owns = (row: PlaylistRow, account: Account | null) => {
  if (!account || account.role === 'moderator') return false;
  const owner = ownerOf(account);
  return row[owner.column] === owner.id;
};

function toPlaylist(row: PlaylistRow, account: Account | null): Playlist {
  return {
    id: row.id,
    user_id: row.user_id,
    talon_id: row.talon_id,
    admin_id: row.admin_id,
    title: row.title,
    description: row.description,
    is_public: row.is_public,
    created_at: row.created_at.toISOString(),
    track_count: Number(row.track_count ?? 0),
    is_owner: owns(row, account),
  };
}

export const listPlaylists = async (db: Kysely<Database>, account: Account) => (await listOwned(db, ownerOf(account))).map((row) => toPlaylist(row, account));

/**
 * A private playlist is its owner's alone: anyone else gets the same 404 as for a missing one, so
 * its existence is not revealed. A public one is readable by all, changeable by its owner only.
 */
async function readable(db: Kysely<Database>, account: Account | null, id: number) {
  const row = await findPlaylist(db, id);
  if (!row || (!row.is_public && !owns(row, account))) throw new HttpError(404, playlistMessages.notFound, 'not_found');
  return row;
}

async function owned(db: Kysely<Database>, account: Account, id: number) {
  const row = await readable(db, account, id);
  if (!owns(row, account)) throw new HttpError(403, messages.forbidden, 'forbidden');
  return row;
}

export async function getPlaylist(db: Kysely<Database>, account: Account | null, id: number): Promise<PlaylistWithTracks> {
  const row = await readable(db, account, id);
  const tracks: PlaylistTrack[] = (await listTracks(db, id)).map((track) => ({
    id: track.id,
    position: track.position,
    kind: track.mix_id !== null ? 'mix' : 'emission',
    item_id: (track.mix_id ?? track.emission_id)!,
    title: track.title,
    artist: track.artist,
    img_url: track.img_url,
    mp3_url: track.mp3_url,
  }));
  return { ...toPlaylist(row, account), tracks };
}

export async function createPlaylist(db: Kysely<Database>, account: Account, input: z.output<typeof playlistInputSchema>) {
  const id = await insertPlaylist(db, ownerOf(account), input);
  return toPlaylist((await findPlaylist(db, id))!, account);
}

export async function changePlaylist(db: Kysely<Database>, account: Account, id: number, input: z.output<typeof playlistUpdateSchema>) {
  await owned(db, account, id);
  const values = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  if (Object.keys(values).length > 0) await updatePlaylist(db, id, values);
  return toPlaylist((await findPlaylist(db, id))!, account);
}

export async function removePlaylist(db: Kysely<Database>, account: Account, id: number) {
  await owned(db, account, id);
  await deletePlaylist(db, id);
}

/** Appends a mix or an emission replay at the end; 409 when it is already there. */
export async function addTrack(db: Kysely<Database>, account: Account, id: number, input: z.output<typeof playlistTrackInputSchema>) {
  await owned(db, account, id);
  return inTransaction(db, async (trx) => {
    await lockPlaylist(trx, id);
    if (input.mix_id !== undefined) {
      const mix = await trx.selectFrom('mixes').select('mixid').where('mixid', '=', input.mix_id).executeTakeFirst();
      if (!mix) throw new HttpError(404, playlistMessages.trackContentNotFound, 'not_found');
    } else {
      const emission = await trx.selectFrom('emissions').select('mp3_url').where('id', '=', input.emission_id!).executeTakeFirst();
      if (!emission) throw new HttpError(404, playlistMessages.trackContentNotFound, 'not_found');
      if (!emission.mp3_url) throw new HttpError(400, playlistMessages.emissionWithoutReplay, 'no_replay');
    }
    if ((await countTracks(trx, id)) >= PLAYLIST_TRACKS_MAX) throw new HttpError(400, playlistMessages.tooManyTracks, 'too_many_tracks');
    const trackId = await appendTrack(trx, id, { mix_id: input.mix_id ?? null, emission_id: input.emission_id ?? null });
    if (trackId === null) throw new HttpError(409, playlistMessages.trackAlreadyThere, 'already_there');
    return trackId;
  });
}

export async function removeTrack(db: Kysely<Database>, account: Account, id: number, trackId: number) {
  await owned(db, account, id);
  if (!(await deleteTrack(db, id, trackId))) throw new HttpError(404, playlistMessages.trackNotFound, 'not_found');
}

/** The new order must name every track of the playlist exactly once. */
export async function reorderTracks(db: Kysely<Database>, account: Account, id: number, trackIds: number[]) {
  await owned(db, account, id);
  await inTransaction(db, async (trx) => {
    await lockPlaylist(trx, id);
    const current = (await listTracks(trx, id)).map((track) => track.id);
    const same = trackIds.length === current.length && new Set(trackIds).size === trackIds.length && trackIds.every((trackId) => current.includes(trackId));
    if (!same) throw new HttpError(400, playlistMessages.orderInvalid, 'invalid_order');
    for (const [position, trackId] of trackIds.entries()) await setTrackPosition(trx, id, trackId, position);
  });
}
