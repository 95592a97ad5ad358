// The title the listener hears, not the one the server knows: every title comes with the instant it
// entered the stream (the server's `titles`), and the player shows the one whose instant its playing
// position has reached (docs/decisions/230-titles-timed-to-the-audio.md). The playing position as a
// date: on HLS, the segments' #EXT-X-PROGRAM-DATE-TIME (hls.js's playingDate, Safari's
// getStartDate()); on the progressive stream, placed from the connection: the stream server sends a
// new listener its last seconds of audio at once (its burst, the station's `streamBurstMs`, less
// while its source is younger than that), then in real time, so the audio clock's zero entered the
// stream one burst before the connection; the wait
// before playback starts then adds to the listener's delay by itself. The bar and the lock screen
// both read the store this writes.
import type { NowPlaying, StreamTitle } from '@station/shared';
import { stationQuery } from '../content/station-query.ts';
import { queryClient } from '../lib/query-client.ts';
import { audioElement, attachedPlayingDate } from './audio-engine.ts';
import { isLive, usePlayerStore } from './player-store.ts';

/** The shipped Icecast's burst (131,072 bytes) at 128 kbps, when the station's configuration is not known. */
const DEFAULT_BURST_MS = 8_192;

/** Often enough for the change to show within a quarter of a second of the audio's. */
const TICK_MS = 250;

/**
 * The audio the stream server sends at once to a listener connecting at `now`: its burst, or less
 * while the source is younger than that (Icecast holds only what it received since the source
 * connected: just after a restart, every returning listener gets a shorter burst).
 */
export function burstAt(configuredMs: number, sourceStartedAt: string | null | undefined, now = Date.now()): number {
  // Icecast gives the start to the second: taken in the middle of that second, the error is ±0.5 s.
  const started = sourceStartedAt ? Date.parse(sourceStartedAt) + 500 : Number.NaN;
  return Number.isNaN(started) ? configuredMs : Math.max(0, Math.min(configuredMs, now - started));
}

/** The title whose instant `playingDate` (ms) has reached; before every kept instant, the oldest. */
export function titleAt(titles: StreamTitle[], playingDate: number): string | null {
  let heard: string | null = titles[0]?.title ?? null;
  for (const { title, at } of titles) {
    if (Date.parse(at) <= playingDate) heard = title;
    else break;
  }
  return heard;
}

/**
 * The progressive stream's audio-clock zero as a date (ms): one burst before the connection, and
 * never later than `now − buffered end` (the newest audio received entered the stream at most now).
 * The buffered end alone is not enough: Chromium reports only what its decoder read ahead (about
 * 2 s), not the burst it received, and not the seconds the player waited before it started.
 */
export class LiveEdgeClock {
  private zero: number | null = null;

  reset() {
    this.zero = null;
  }

  /** The request for the stream went out at `now`; the server answers with `burstMs` of audio at once. */
  connected(burstMs: number, now = Date.now()) {
    this.zero = now - burstMs;
  }

  sample(bufferedEnd: number, now = Date.now()) {
    if (!(bufferedEnd > 0)) return;
    const zero = now - bufferedEnd * 1000;
    this.zero = this.zero === null ? zero : Math.min(this.zero, zero);
  }

  playingDate(currentTime: number): number | null {
    return this.zero === null ? null : this.zero + currentTime * 1000;
  }
}

const edge = new LiveEdgeClock();
let latest: NowPlaying | null = null;
let timer: ReturnType<typeof setInterval> | undefined;

function bufferedEnd(audio: HTMLMediaElement): number {
  return audio.buffered.length > 0 ? audio.buffered.end(audio.buffered.length - 1) : 0;
}

/** The date (ms) of what the live player plays now, or null (not the live stream, or not playing). */
export function livePlayingDate(): number | null {
  const { item, playing } = usePlayerStore.getState();
  if (!isLive(item) || !playing) return null;
  const audio = audioElement();
  if (audio.paused || audio.readyState < 2) return null;
  const hls = attachedPlayingDate();
  if (hls !== undefined) return hls;
  edge.sample(bufferedEnd(audio));
  return edge.playingDate(audio.currentTime);
}

let appliedFrom: NowPlaying | null = null;

/** What the bar and the lock screen show: the server's figures with the title heard now. */
function apply() {
  if (!latest) return;
  const date = latest.titles.length > 0 ? livePlayingDate() : null;
  const track = date === null ? latest.track : titleAt(latest.titles, date);
  // Written only when something changed: the bar and the lock screen re-render at a change.
  if (appliedFrom === latest && usePlayerStore.getState().nowPlaying?.track === track) return;
  appliedFrom = latest;
  usePlayerStore.setState({ nowPlaying: track === latest.track ? latest : { ...latest, track } });
}

/** The server's latest figures (live-info.ts): the title in them kept to the audio. */
export function showNowPlaying(data: NowPlaying) {
  latest = data;
  apply();
}

let started = false;

/** Starts the clock once: it ticks only while the live stream plays. */
export function startTitleClock() {
  if (started) return;
  started = true;
  const audio = audioElement();
  // A new connection (another source, a reconnection) has its own audio clock. A stream that is not
  // preloaded is requested when it is played, not when its source is set.
  const connected = () => {
    if (!isLive(usePlayerStore.getState().item)) return edge.reset();
    const configured = queryClient.getQueryData(stationQuery().queryKey)?.streamBurstMs ?? DEFAULT_BURST_MS;
    edge.connected(burstAt(configured, latest?.stream_started_at));
  };
  audio.addEventListener('loadstart', connected);
  audio.addEventListener('play', () => {
    if (audio.readyState === HTMLMediaElement.HAVE_NOTHING) connected();
  });
  audio.addEventListener('progress', () => {
    if (isLive(usePlayerStore.getState().item) && attachedPlayingDate() === undefined) edge.sample(bufferedEnd(audio));
  });
  const sync = () => {
    const { item, playing } = usePlayerStore.getState();
    if (playing && isLive(item)) {
      timer ??= setInterval(apply, TICK_MS);
    } else if (timer) {
      clearInterval(timer);
      timer = undefined;
      apply();
    }
  };
  usePlayerStore.subscribe((state, previous) => {
    if (state.playing !== previous.playing || state.item !== previous.item) sync();
  });
  sync();
}
