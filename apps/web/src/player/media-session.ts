// The lock screen and the notification (GUIDE.md): title, host and artwork of the
// programme on air or of the loaded mix or replay; play, pause and stop for the live stream (no
// scrubber: there is nothing to seek); seek actions and the position for mixes and replays.
import { stationQuery } from '../content/station-query.ts';
import { queryClient } from '../lib/query-client.ts';
import { audioElement, mediaPosition } from './audio-engine.ts';
import { pause, resume, seek, seekBy, stop } from './player-controls.ts';
import { type PlayerState, isLive, usePlayerStore } from './player-store.ts';

/** The app icons as fallback artwork, from 96 to 512 px. */
const ICON_SIZES = [96, 128, 192, 256, 384, 512];
const SEEK_STEP_SECONDS = 10;

const IMAGE_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', svg: 'image/svg+xml', gif: 'image/gif', avif: 'image/avif' };

export function artworkFor(own: string | null): MediaImage[] {
  const icons = ICON_SIZES.map((size) => ({ src: `/icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png' }));
  if (!own) return icons;
  const type = IMAGE_TYPES[own.split('?')[0].split('.').pop()?.toLowerCase() ?? ''];
  return [{ src: own, ...(type ? { type } : {}) }, ...icons];
}

const stationName = () => queryClient.getQueryData(stationQuery().queryKey)?.name ?? 'Radio Live';

/**
 * What the lock screen shows for the live stream: the track as the title while one is known, with
 * the programme and its host as the artist; otherwise the programme, by its host.
 */
export function metadataOf(state: PlayerState): MediaMetadataInit | null {
  const { item, nowPlaying } = state;
  if (!item) return null;
  if (isLive(item)) {
    const programme = nowPlaying?.programme;
    const track = nowPlaying?.track;
    const show = programme ? (programme.host ? `${programme.title} · ${programme.host}` : programme.title) : null;
    return {
      title: track ?? programme?.title ?? stationName(),
      artist: track ? (show ?? stationName()) : (programme?.host ?? stationName()),
      album: stationName(),
      artwork: artworkFor(programme?.artwork ?? null),
    };
  }
  return { title: item.title, artist: item.artist ?? stationName(), album: stationName(), artwork: artworkFor(item.artwork) };
}

function setHandler(action: MediaSessionAction, handler: MediaSessionActionHandler | null) {
  try {
    navigator.mediaSession.setActionHandler(action, handler);
  } catch {
    // This browser does not know the action: nothing to offer for it.
  }
}

function setHandlers(live: boolean) {
  setHandler('play', () => void resume());
  setHandler('pause', () => pause());
  setHandler('stop', () => stop());
  setHandler('seekbackward', live ? null : (details) => seekBy(-(details.seekOffset ?? SEEK_STEP_SECONDS)));
  setHandler('seekforward', live ? null : (details) => seekBy(details.seekOffset ?? SEEK_STEP_SECONDS));
  setHandler('seekto', live ? null : (details) => details.seekTime !== undefined && seek(details.seekTime));
}

function updatePosition() {
  const session = navigator.mediaSession;
  if (!session.setPositionState) return;
  const { position, duration, rate } = mediaPosition();
  try {
    if (isLive(usePlayerStore.getState().item) || !(duration > 0)) session.setPositionState();
    else session.setPositionState({ duration, playbackRate: rate || 1, position: Math.min(position, duration) });
  } catch {
    // An inconsistent moment (position past a new duration): the next event sets it right.
  }
}

let started = false;

export function startMediaSession() {
  if (started || !('mediaSession' in navigator)) return;
  started = true;
  let metadataKey = '';
  let handlersFor: boolean | null = null;
  const sync = (state: PlayerState) => {
    const metadata = metadataOf(state);
    const key = JSON.stringify(metadata);
    if (key !== metadataKey) {
      metadataKey = key;
      navigator.mediaSession.metadata = metadata ? new MediaMetadata(metadata) : null;
    }
    navigator.mediaSession.playbackState = state.playing ? 'playing' : state.item ? 'paused' : 'none';
    const live = isLive(state.item);
    if (state.item && handlersFor !== live) {
      handlersFor = live;
      setHandlers(live);
      updatePosition();
    }
  };
  usePlayerStore.subscribe(sync);
  sync(usePlayerStore.getState());
  const audio = audioElement();
  for (const event of ['loadedmetadata', 'durationchange', 'seeked', 'play', 'pause', 'ratechange', 'emptied']) {
    audio.addEventListener(event, updatePosition);
  }
}
