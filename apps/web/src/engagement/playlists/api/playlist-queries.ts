import type { Playlist, PlaylistWithTracks } from '@station/shared';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api, readJson } from '../../../lib/api-client.ts';
import { storePlaylist, storePlaylists, storedPlaylist, storedPlaylists } from '../playlist-offline.ts';

// Under the account prefix: dropped from memory at logout (features/auth ACCOUNT_QUERY_PREFIX).
export const PLAYLISTS_KEY = ['account', 'playlists'] as const;

/** Network first; offline (no answer at all), this account's copy on the device. */
async function orStored<T>(read: () => Promise<T>, stored: () => T | undefined, keep: (value: T) => void): Promise<T> {
  try {
    const value = await read();
    keep(value);
    return value;
  } catch (error) {
    const copy = error instanceof ApiError && error.status === 0 ? stored() : undefined;
    if (copy) return copy;
    throw error;
  }
}

/** The signed-in listener's playlists with their track counts, newest first. */
export const myPlaylistsQuery = (account: string) =>
  queryOptions({
    queryKey: [...PLAYLISTS_KEY, 'mine', account],
    queryFn: () =>
      orStored<Playlist[]>(() => readJson(api.playlists.$get()), () => storedPlaylists(account), (list) => storePlaylists(account, list)),
  });

/** One playlist with its tracks: its owner's, or anyone's when public. */
export const playlistQuery = (account: string, id: number) =>
  queryOptions({
    queryKey: [...PLAYLISTS_KEY, 'one', account, id],
    queryFn: () =>
      orStored<PlaylistWithTracks>(
        async () => (await readJson(api.playlists[':id'].$get({ param: { id: String(id) } }))) as PlaylistWithTracks,
        () => storedPlaylist(account, id),
        (playlist) => storePlaylist(account, playlist),
      ),
  });
