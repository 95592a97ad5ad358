// Mixes and emission replays as player items: what the engine plays and what the bar and the lock
// screen show. Used by the cards' play buttons and by a restored session (restore-playback.ts).
import type { Actualite, Emission, Mix } from '@station/shared';
import { UNKNOWN_HOST, isSafeHttpUrl, mediaUrl } from '@station/shared/client';
import type { PlayerItem } from './player-store.ts';

export function mixItem(mix: Mix): PlayerItem {
  return {
    source: { kind: 'mix', id: mix.mixid },
    src: mediaUrl('mixAudio', mix.mp3_url) ?? '',
    title: mix.titre,
    artist: [mix.animateur_prenom, mix.animateur_nom].filter(Boolean).join(' ') || null,
    artwork: mediaUrl('mixImage', mix.img_url),
  };
}

/** The emission's main recording, or one of its extra replays (`audioId`). Null when there is no audio. */
export function emissionItem(emission: Emission, audioId?: number): PlayerItem | null {
  const extra = audioId === undefined ? undefined : emission.audioFiles.find((file) => file.id === audioId);
  const file = extra ? extra.audio_filename : emission.mp3_url;
  if (!file || (audioId !== undefined && !extra)) return null;
  return {
    source: audioId === undefined ? { kind: 'emission', id: emission.id } : { kind: 'emission', id: emission.id, audioId },
    src: mediaUrl('emissionAudio', file) ?? '',
    title: extra?.formattedDate ? `${emission.title} · ${extra.formattedDate}` : emission.title,
    artist: emission.animateurs || UNKNOWN_HOST,
    artwork: mediaUrl('emissionImage', emission.img_url),
  };
}

/** A podcast address the player may load: http(s), or a path of this site (the demo's replays). */
const playablePodcast = (url: string) => isSafeHttpUrl(url) || /^\/[^/\\]/.test(url);

/** An article's podcast (played through the one player). Null without a playable URL. */
export function podcastItem(article: Actualite): PlayerItem | null {
  if (!article.podcast_url || !playablePodcast(article.podcast_url)) return null;
  return {
    source: { kind: 'podcast', id: article.actualiteid },
    src: article.podcast_url,
    title: article.title,
    artist: article.hoster_name,
    artwork: mediaUrl('actualiteImage', article.img_url),
  };
}
