import { z } from './zod-config.ts';
import { messages } from './messages.ts';
import { PLAYLIST_TITLE_MAX, PLAYLIST_DESCRIPTION_MAX, PLAYLIST_TRACKS_MAX, playlistMessages } from './playlists-values.ts';
// The messages, constants and helpers without zod (the browser's first load imports them apart).
export * from './playlists-values.ts';

const title = z
  .string({ error: playlistMessages.titleRequired })
  .trim()
  .min(1, playlistMessages.titleRequired)
  .max(PLAYLIST_TITLE_MAX, playlistMessages.titleTooLong);
const description = z
  .string()
  .trim()
  .max(PLAYLIST_DESCRIPTION_MAX, playlistMessages.descriptionTooLong)
  .nullish()
  .transform((value) => value || null);

export const playlistInputSchema = z.object({ title, description, is_public: z.boolean().default(false) });
export type PlaylistInput = z.input<typeof playlistInputSchema>;

export const playlistUpdateSchema = z.object({ title: title.optional(), description, is_public: z.boolean().optional() });

const positiveId = z.number({ error: messages.invalidId }).int(messages.invalidId).positive(messages.invalidId).max(999_999_999, messages.invalidId);

export const playlistTrackInputSchema = z
  .object({ mix_id: positiveId.optional(), emission_id: positiveId.optional() })
  .refine((value) => (value.mix_id === undefined) !== (value.emission_id === undefined), playlistMessages.trackTargetInvalid);
export type PlaylistTrackInput = z.input<typeof playlistTrackInputSchema>;

export const playlistOrderSchema = z.object({ track_ids: z.array(positiveId, { error: playlistMessages.orderInvalid }).max(PLAYLIST_TRACKS_MAX) });

/** Playlist: id, user_id, title, description, is_public, created_at, track count. */
export interface Playlist {
  id: number;
  user_id: number | null;
  talon_id: number | null;
  admin_id: number | null;
  title: string;
  description: string | null;
  is_public: boolean;
  created_at: string;
  track_count: number;
  /** Whether the caller owns it (owners may change it; others only read a public one). */
  is_owner: boolean;
}

/** A mix or an emission replay in a playlist, with what the player needs to play it. */
export interface PlaylistTrack {
  id: number;
  position: number;
  kind: 'mix' | 'emission';
  /** mixid or emission id. */
  item_id: number;
  title: string;
  artist: string | null;
  /** The stored file names, turned into URLs with mediaUrl(). */
  img_url: string | null;
  mp3_url: string | null;
}

export interface PlaylistWithTracks extends Playlist {
  tracks: PlaylistTrack[];
}
