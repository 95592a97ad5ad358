// Live streams with a time window (an HLS playlist that keeps its recent segments, 'DVR'): the
// listener can go back 30 s and return to the live edge. Nothing shows for a stream without one.
import { audioElement } from './audio-engine.ts';
import { isLive, usePlayerStore } from './player-store.ts';

/** A window shorter than this is only the player's buffer, not something to rewind in. */
const MIN_WINDOW_SECONDS = 60;
export const REWIND_SECONDS = 30;
/**
 * A rewind stops this far after the window's start: the window slides on by whole segments while
 * the audio plays, and a position it leaves behind is one hls.js answers by jumping to the live
 * edge (on a 60 s window, the second rewind landed there).
 */
const WINDOW_START_MARGIN_SECONDS = 10;
/** Closer than this to the end is 'at the live edge'. */
const EDGE_SECONDS = 8;

function liveWindow(audio: HTMLAudioElement): { start: number; end: number } | null {
  if (!isLive(usePlayerStore.getState().item) || audio.seekable.length === 0) return null;
  const start = audio.seekable.start(0);
  const end = audio.seekable.end(audio.seekable.length - 1);
  return Number.isFinite(end) && end - start >= MIN_WINDOW_SECONDS ? { start, end } : null;
}

function update() {
  const audio = audioElement();
  const range = liveWindow(audio);
  const dvr = range ? { behindLive: Math.max(0, range.end - audio.currentTime) > EDGE_SECONDS } : null;
  const current = usePlayerStore.getState().dvr;
  if (current?.behindLive !== dvr?.behindLive || (current === null) !== (dvr === null)) usePlayerStore.setState({ dvr });
}

export function rewindLive() {
  const audio = audioElement();
  const range = liveWindow(audio);
  if (range) audio.currentTime = Math.max(range.start + WINDOW_START_MARGIN_SECONDS, audio.currentTime - REWIND_SECONDS);
}

export function backToLive() {
  const audio = audioElement();
  const range = liveWindow(audio);
  if (range) audio.currentTime = Math.max(range.start, range.end - 3);
}

let started = false;

export function startLiveDvr() {
  if (started) return;
  started = true;
  const audio = audioElement();
  for (const event of ['timeupdate', 'durationchange', 'seeked', 'emptied', 'loadstart']) audio.addEventListener(event, update);
}
