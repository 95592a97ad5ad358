// Contract with the PWA update: just before it reloads into a new version of the app it
// dispatches 'station:before-reload'; the player saves what it plays to sessionStorage, and the
// next page restores it: same item, position, volume; playing again if it was (or loaded and
// paused when the browser refuses to autoplay).
import { type PlayerSource, usePlayerStore } from './player-store.ts';

export const RESUME_PLAYBACK_KEY = 'station:resume-playback';
export const BEFORE_RELOAD_EVENT = 'station:before-reload';

export interface ResumePlayback {
  source: PlayerSource;
  position: number;
  volume: number;
  muted: boolean;
  playing: boolean;
}

export function saveOnBeforeReload() {
  window.addEventListener(BEFORE_RELOAD_EVENT, () => {
    const { item, position, volume, muted, playing } = usePlayerStore.getState();
    if (!item) return;
    const saved: ResumePlayback = { source: item.source, position: item.source.kind === 'live' ? 0 : position, volume, muted, playing };
    try {
      sessionStorage.setItem(RESUME_PLAYBACK_KEY, JSON.stringify(saved));
    } catch {
      // Storage refused: the new version starts without the player, as on a first visit.
    }
  });
}

/** Forgets the saved playback (restored once, or not restorable). */
export function forgetSavedPlayback() {
  try {
    sessionStorage.removeItem(RESUME_PLAYBACK_KEY);
  } catch {
    // Storage refused: nothing was saved either.
  }
}

/** Whether a playback was saved before a reload (restore-playback.ts then restores it). */
export function hasSavedPlayback(): boolean {
  try {
    return sessionStorage.getItem(RESUME_PLAYBACK_KEY) !== null;
  } catch {
    return false;
  }
}
