// What the listener asks of the player, from the bar, the header, the hero, the cards, the lock
// screen or a restored session. One source at a time: loading an item replaces the previous one.
import { DEFAULT_VOLUME } from '@station/shared/client';
import { applyVolume, loadItem, pauseMedia, playMedia, seekMedia, unloadMedia } from './audio-engine.ts';
import { resetLiveConnection } from './live-connection.ts';
import { liveItem } from './live-item.ts';
import { type PlayerItem, isLive, sameSource, usePlayerStore } from './player-store.ts';

const set = usePlayerStore.setState;
const get = usePlayerStore.getState;

/**
 * A paused live stream keeps its connection this long (a double tap on pause), then lets it go:
 * Icecast stops counting a paused listener within 5 s (a resume rejoins the live edge anyway).
 */
const RELEASE_LIVE_AFTER_MS = 3_000;
let releaseTimer: number | undefined;

async function start() {
  window.clearTimeout(releaseTimer);
  set({ playing: true });
  const outcome = await playMedia();
  // Autoplay refused (a restored session, the ?play=live shortcut): loaded and paused.
  if (outcome === 'refused' || outcome === 'empty') set({ playing: false });
}

/** Loads an item and plays it from `position` (seconds; ignored for the live stream). */
export function playItem(item: PlayerItem, position = 0) {
  resetLiveConnection();
  loadItem(item, isLive(item) ? 0 : position);
  return start();
}

/** Loads an item without playing it (a restored session whose autoplay is refused shows it paused). */
export function prepareItem(item: PlayerItem, position = 0) {
  pauseMedia();
  set({ playing: false });
  loadItem(item, isLive(item) ? 0 : position);
}

export function playLive() {
  return playItem(liveItem());
}

export function resume() {
  const { item } = get();
  if (!item) return playLive();
  // A live stream always restarts from the live edge, never from what it buffered before the pause.
  if (isLive(item)) return playItem({ ...item, ...liveItem() });
  return start();
}

export function pause() {
  set({ playing: false });
  pauseMedia();
  if (isLive(get().item)) {
    resetLiveConnection();
    window.clearTimeout(releaseTimer);
    releaseTimer = window.setTimeout(() => !get().playing && isLive(get().item) && unloadMedia(), RELEASE_LIVE_AFTER_MS);
  }
}

/** Lock-screen 'stop': the live stream lets its connection go at once; a recording goes back to 0:00. */
export function stop() {
  const live = isLive(get().item);
  pause();
  if (live) unloadMedia();
  else seekMedia(0);
}

export const togglePlay = () => (get().playing ? pause() : resume());

/** Header and hero: toggles the live stream, switching to it from a mix or a replay. */
export function toggleLive() {
  const { playing, item } = get();
  if (playing && isLive(item)) return pause();
  return playLive();
}

/** Card buttons: play this item, or pause it when it is the one playing. */
export function toggleItem(item: PlayerItem) {
  const { playing, item: current } = get();
  if (sameSource(current?.source, item.source)) return playing ? pause() : start();
  return playItem(item);
}

export function seek(seconds: number) {
  if (isLive(get().item)) return;
  seekMedia(seconds);
}

export const seekBy = (offset: number) => seek(get().position + offset);

/** The slider to 0 mutes; above 0 while muted unmutes. */
export function setVolume(value: number) {
  const volume = Math.max(0, Math.min(100, Math.round(value)));
  const muted = volume === 0;
  set({ volume, muted });
  applyVolume(volume, muted);
}

/** The mute button toggles; unmuting at volume 0 brings back an audible level. */
export function toggleMute() {
  const { muted, volume } = get();
  const next = { muted: !muted, volume: muted && volume === 0 ? DEFAULT_VOLUME : volume };
  set(next);
  applyVolume(next.volume, next.muted);
}
