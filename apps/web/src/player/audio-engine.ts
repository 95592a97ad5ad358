// The one audio engine (GUIDE.md 'Things the best players get wrong'): a single <audio> element,
// created once outside React and outside the routed tree, so no navigation, modal or theme change
// can remount, pause or reload it. Everything that plays goes through it, one source at a time.
import { type AttachedStream, attachStream } from '../lib/attach-stream.ts';
import { useDataSaver } from './data-saver.ts';
import { type PlayerItem, isLive, usePlayerStore } from './player-store.ts';

let element: HTMLAudioElement | null = null;
/** Set while the engine itself changes the source: the element's own pause is not the listener's. */
let switching = false;
/** The source attached to the element (HLS through hls.js needs tearing down), and its attaching. */
let attached: AttachedStream | null = null;
let attaching: Promise<void> | null = null;
/** Where a restored recording starts, until its length is known and the seek can be made. */
let restoreAt: number | null = null;

/**
 * Sets the element's source: an HLS address plays through hls.js (lazily loaded) wherever it can,
 * for its live window (live-dvr.ts), else natively; a fatal hls.js error reaches the element as an
 * 'error' event, like any other stream failure.
 */
function setSource(audio: HTMLAudioElement, src: string) {
  attached?.detach();
  attached = null;
  const lowestQuality = useDataSaver.getState().on;
  const attempt = attachStream(audio, src, () => audio.dispatchEvent(new Event('error')), { preferMediaSource: true, lowestQuality }).then((stream) => {
    if (attaching === attempt) attached = stream;
    else stream.detach();
  });
  attaching = attempt;
}

export function audioElement(): HTMLAudioElement {
  if (element) return element;
  const audio = document.createElement('audio');
  audio.id = 'station-audio';
  // The stream is not preloaded; nothing is fetched before the listener presses play.
  audio.preload = 'none';
  audio.hidden = true;
  document.body.append(audio);
  element = audio;
  wireEvents(audio);
  const { volume, muted } = usePlayerStore.getState();
  applyVolume(volume, muted);
  return audio;
}

/** A recording's length once the browser knows it, else 0 (unknown, or a live stream's Infinity). */
const knownDuration = (audio: HTMLMediaElement) => (Number.isFinite(audio.duration) && audio.duration > 0 ? audio.duration : 0);

function wireEvents(audio: HTMLAudioElement) {
  const set = usePlayerStore.setState;
  const live = () => isLive(usePlayerStore.getState().item);
  // The element's play, pause and error events keep the state in sync.
  audio.addEventListener('play', () => set({ playing: true }));
  audio.addEventListener('playing', () => {
    switching = false;
  });
  audio.addEventListener('pause', () => {
    // A pause that follows an error or the end is not the listener's: 'error' and 'ended' decide
    // (a live stream then reconnects, see live-connection.ts).
    if (switching || audio.error || audio.ended) return;
    set({ playing: false });
  });
  audio.addEventListener('timeupdate', () => {
    if (!live()) set({ position: audio.currentTime });
  });
  // WebKit may announce a recording's length as 0 at 'durationchange' and learn it later without
  // another one: every media event reads it again, and a pending restore waits until it is known.
  for (const event of ['durationchange', 'loadedmetadata', 'loadeddata', 'canplay', 'progress', 'timeupdate']) {
    audio.addEventListener(event, () => {
      if (live()) return;
      const duration = knownDuration(audio);
      if (duration !== usePlayerStore.getState().duration) set({ duration });
      if (duration > 0 && restoreAt !== null) {
        audio.currentTime = Math.min(restoreAt, duration);
        restoreAt = null;
        set({ position: audio.currentTime });
      }
    });
  }
  // A mix or replay that ends goes back to its start, paused (it 'resets on finish').
  // Errors and the end of the live stream belong to the live connection (live-connection.ts).
  audio.addEventListener('ended', () => {
    if (live()) return;
    set({ playing: false, position: 0 });
    audio.currentTime = 0;
  });
  audio.addEventListener('error', () => {
    if (!live()) set({ playing: false });
  });
}

/** Loads an item (replacing whatever was loaded) without playing it. */
export function loadItem(item: PlayerItem, position = 0) {
  const audio = audioElement();
  switching = true;
  // A recording loaded but not yet played (a restored session) shows its length; the live stream
  // is never fetched before it plays.
  audio.preload = isLive(item) ? 'none' : 'metadata';
  setSource(audio, item.src);
  // Seeking before the length is known is ignored by browsers: the media events apply it.
  restoreAt = position > 0 ? position : null;
  usePlayerStore.setState({ item, position, duration: 0 });
}

/** Forgets the loaded media so its connection closes (a paused live stream must not buffer on). */
export function unloadMedia() {
  const audio = audioElement();
  attaching = null;
  if (!attached && !audio.getAttribute('src')) return;
  switching = true;
  attached?.detach();
  attached = null;
  audio.removeAttribute('src');
  audio.load();
  switching = false;
}

export type PlayOutcome = 'playing' | 'refused' | 'empty' | 'failed';

/**
 * Plays the loaded item. 'refused' when the browser blocks playback without a user gesture, 'empty'
 * when nothing is loaded; 'failed' otherwise (the element's 'error' event tells the rest).
 */
export async function playMedia(): Promise<PlayOutcome> {
  const audio = audioElement();
  // hls.js attaches after its chunk loads: wait for it before asking the element to play.
  await attaching;
  if (!audio.getAttribute('src')) return 'empty';
  try {
    await audio.play();
    return 'playing';
  } catch (error) {
    switching = false;
    if (error instanceof DOMException && error.name === 'NotAllowedError') return 'refused';
    // AbortError: another load replaced this one. Other errors arrive as the element's 'error'.
    return 'failed';
  } finally {
    if (audio.paused === false) switching = false;
  }
}

export function pauseMedia() {
  switching = false;
  audioElement().pause();
}

export function seekMedia(seconds: number) {
  const audio = audioElement();
  const end = Number.isFinite(audio.duration) ? audio.duration : seconds;
  audio.currentTime = Math.max(0, Math.min(seconds, end));
  usePlayerStore.setState({ position: audio.currentTime });
}

export function applyVolume(volume: number, muted: boolean) {
  const audio = audioElement();
  audio.volume = volume / 100;
  audio.muted = muted;
}

/**
 * 'Économie de données' changed while playing: hls.js changes quality at its next segment; 'false'
 * when the attached stream cannot (Safari's own player, given one quality's playlist: reload it).
 */
export function keepLowestQuality(on: boolean): boolean {
  if (!attached?.keepLowestQuality) return false;
  attached.keepLowestQuality(on);
  return true;
}

/**
 * The date (ms) of what plays, from the HLS segments' #EXT-X-PROGRAM-DATE-TIME: a number or null
 * (HLS without dates yet); undefined for a stream that has none (the progressive stream).
 */
export function attachedPlayingDate(): number | null | undefined {
  if (attached?.playingDate) return attached.playingDate();
  const audio = element;
  // Safari's native HLS: the playlist's first date, plus the element's clock.
  const start = audio && attached?.engine === 'native' ? (audio as HTMLMediaElement & { getStartDate?: () => Date }).getStartDate?.() : undefined;
  if (start === undefined) return undefined;
  return Number.isFinite(start.getTime()) ? start.getTime() + audio!.currentTime * 1000 : null;
}

export const mediaPosition = () => {
  const audio = audioElement();
  return { position: audio.currentTime, duration: Number.isFinite(audio.duration) ? audio.duration : 0, rate: audio.playbackRate };
};
