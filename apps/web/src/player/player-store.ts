// The one player of the app: what is loaded, whether the listener wants it playing, the
// volume, the live connection and the live figures. The audio engine and the controls write it;
// the bar, the header, the hero, the cards and the Media Session read it.
import type { ListenerCount, NowPlaying } from '@station/shared';
import { DEFAULT_VOLUME } from '@station/shared/client';
import { create } from 'zustand';

export type PlayerSource =
  | { kind: 'live' }
  | { kind: 'mix'; id: number }
  | { kind: 'emission'; id: number; audioId?: number }
  /** An article's podcast (the article's podcast_url), by the article's id. */
  | { kind: 'podcast'; id: number };

export interface PlayerItem {
  source: PlayerSource;
  src: string;
  title: string;
  /** Host or DJ. */
  artist: string | null;
  artwork: string | null;
}

export type Connection = 'connected' | 'disconnected';

export interface PlayerState {
  item: PlayerItem | null;
  /** Playing or paused; true as soon as the listener asks, false on pause, end or error. */
  playing: boolean;
  /** Integer 0 to 100. */
  volume: number;
  muted: boolean;
  /** The live stream's connection: disconnected while it reconnects. */
  connection: Connection;
  /** Seconds, for mixes and replays. */
  position: number;
  duration: number;
  /** Players on the live stream right now; null until known. */
  listeners: number | null;
  /** Both figures, each named (the app's players and Icecast's connections): admins see both. */
  listenerFigures: ListenerCount | null;
  nowPlaying: NowPlaying | null;
  /** A live stream with a time window (HLS DVR): whether the listener is behind the live edge. */
  dvr: { behindLive: boolean } | null;
}

const VOLUME_KEY = 'station:volume';

function storedVolume(): Pick<PlayerState, 'volume' | 'muted'> {
  try {
    const saved = JSON.parse(localStorage.getItem(VOLUME_KEY) ?? 'null') as { volume?: unknown; muted?: unknown } | null;
    const volume = Number(saved?.volume);
    if (Number.isInteger(volume) && volume >= 0 && volume <= 100) return { volume, muted: saved?.muted === true };
  } catch {
    // Unreadable or refused storage: the defaults.
  }
  return { volume: DEFAULT_VOLUME, muted: false };
}

export const usePlayerStore = create<PlayerState>(() => ({
  item: null,
  playing: false,
  ...storedVolume(),
  connection: 'connected',
  position: 0,
  duration: 0,
  listeners: null,
  listenerFigures: null,
  nowPlaying: null,
  dvr: null,
}));

// The listener's volume is a preference: it survives visits.
usePlayerStore.subscribe((state, previous) => {
  if (state.volume === previous.volume && state.muted === previous.muted) return;
  try {
    localStorage.setItem(VOLUME_KEY, JSON.stringify({ volume: state.volume, muted: state.muted }));
  } catch {
    // Storage refused: the volume still applies for this visit.
  }
});

export const isLive = (item: PlayerItem | null) => item?.source.kind === 'live';

export function sameSource(a: PlayerSource | undefined, b: PlayerSource | undefined): boolean {
  if (!a || !b || a.kind !== b.kind) return false;
  if (a.kind === 'live') return true;
  const other = b as typeof a;
  if (a.kind !== 'emission') return a.id === other.id;
  return a.id === other.id && a.audioId === (other as typeof a & { audioId?: number }).audioId;
}

/** The header and hero buttons: 'En Direct' / 'Pause' only while the live stream is what plays. */
export const selectLivePlaying = (state: PlayerState) => state.playing && isLive(state.item);

/** Whether this source is loaded and playing (the play buttons of mix cards and replays). */
export const selectSourcePlaying = (source: PlayerSource) => (state: PlayerState) =>
  state.playing && sameSource(state.item?.source, source);
