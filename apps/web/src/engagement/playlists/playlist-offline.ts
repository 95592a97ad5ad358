// Offline copy of the listener's own playlists (personal data never goes
// into the public content cache). Kept in this device's localStorage under the account's tag, so
// another account signed in on the device never reads it, and a logout removes it.
import type { Playlist, PlaylistWithTracks } from '@station/shared';
import { PERSONAL_KEY_PREFIX } from '../../session/session-cache.ts';

// Under the personal prefix: a logout clears it with the session keys.
const PREFIX = `${PERSONAL_KEY_PREFIX}playlists:`;
type Stored = { list?: Playlist[]; details?: Record<string, PlaylistWithTracks> };

function read(account: string): Stored {
  try {
    return JSON.parse(localStorage.getItem(PREFIX + account) ?? '{}') as Stored;
  } catch {
    return {};
  }
}

function write(account: string, value: Stored) {
  try {
    localStorage.setItem(PREFIX + account, JSON.stringify(value));
  } catch {
    // Storage full or refused: the playlists still show online.
  }
}

export const storedPlaylists = (account: string) => read(account).list;
export const storedPlaylist = (account: string, id: number) => read(account).details?.[String(id)];

export function storePlaylists(account: string, list: Playlist[]) {
  const stored = read(account);
  // Details of deleted playlists go with them.
  const keep = new Set(list.map((playlist) => String(playlist.id)));
  const details = Object.fromEntries(Object.entries(stored.details ?? {}).filter(([id]) => keep.has(id)));
  write(account, { list, details });
}

export function storePlaylist(account: string, playlist: PlaylistWithTracks) {
  if (!playlist.is_owner) return; // someone else's public playlist is not personal data to keep
  const stored = read(account);
  write(account, { ...stored, details: { ...stored.details, [String(playlist.id)]: playlist } });
}
