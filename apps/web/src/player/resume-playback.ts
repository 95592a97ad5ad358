// Contract with the PWA update: just before it reloads into a new version of the app it
// dispatches 'station:before-reload'; the player saves what it plays to sessionStorage, and the
// next page restores it: same item, position, volume; playing again if it was (or loaded and
// paused when the browser refuses to autoplay).
import { applyVolume } from './audio-engine.ts';
import { playItem, prepareItem } from './player-controls.ts';
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

function parseSource(value: unknown): PlayerSource | null {
  const source = value as { kind?: unknown; id?: unknown; audioId?: unknown } | null;
  if (source?.kind === 'live') return { kind: 'live' };
  if (!Number.isInteger(source?.id)) return null;
  const id = source!.id as number;
  if (source?.kind === 'mix') return { kind: 'mix', id };
  if (source?.kind === 'podcast') return { kind: 'podcast', id };
  if (source?.kind !== 'emission') return null;
  return Number.isInteger(source.audioId) ? { kind: 'emission', id, audioId: source.audioId as number } : { kind: 'emission', id };
}

/** Reads and forgets the saved playback (one restore only). */
function takeSaved(): ResumePlayback | null {
  try {
    const raw = sessionStorage.getItem(RESUME_PLAYBACK_KEY);
    sessionStorage.removeItem(RESUME_PLAYBACK_KEY);
    const saved = raw ? (JSON.parse(raw) as Partial<ResumePlayback>) : null;
    const source = parseSource(saved?.source);
    if (!saved || !source) return null;
    const volume = Number(saved.volume);
    return {
      source,
      position: Math.max(0, Number(saved.position) || 0),
      volume: Number.isInteger(volume) && volume >= 0 && volume <= 100 ? volume : usePlayerStore.getState().volume,
      muted: saved.muted === true,
      playing: saved.playing === true,
    };
  } catch {
    return null;
  }
}

/** Restores the playback saved before a reload; false when there was none (or it is gone). */
export async function restorePlayback(): Promise<boolean> {
  const saved = takeSaved();
  if (!saved) return false;
  usePlayerStore.setState({ volume: saved.volume, muted: saved.muted });
  applyVolume(saved.volume, saved.muted);
  // Loaded only to restore: almost every page opens with nothing saved.
  const item = await import('./player-items.ts').then(({ resolveItem }) => resolveItem(saved.source)).catch(() => null);
  if (!item) return false;
  if (saved.playing) await playItem(item, saved.position);
  else prepareItem(item, saved.position);
  return true;
}
