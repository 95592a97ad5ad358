import type { PlaylistTrack } from '@station/shared';
import { mediaUrl } from '@station/shared/client';
import type { PlayerItem } from '../../player/player-store.ts';

/**
 * A track as the player plays it: the same source and file URL as the card's own play button, so
 * a mix downloaded for offline listening plays from the device (the service worker's cache).
 */
export function trackItem(track: PlaylistTrack): PlayerItem {
  const mix = track.kind === 'mix';
  return {
    source: mix ? { kind: 'mix', id: track.item_id } : { kind: 'emission', id: track.item_id },
    src: mediaUrl(mix ? 'mixAudio' : 'emissionAudio', track.mp3_url) ?? '',
    title: track.title,
    artist: track.artist,
    artwork: mediaUrl(mix ? 'mixImage' : 'emissionImage', track.img_url),
  };
}
