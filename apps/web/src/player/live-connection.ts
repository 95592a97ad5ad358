// Keeps the live stream alive (DECISIONS.md 11, GUIDE.md): on a stall, a network error or the end of
// the stream while the listener wants to listen, show the disconnected icon and reconnect with
// backoff and jitter, at once when the browser comes back online. A reconnect reloads the source,
// so the listener rejoins the live edge instead of hearing an old buffer. After 2 minutes of
// failures the player gives up and shows 'not playing' (spec 1 §4).
import { audioElement, loadItem, pauseMedia, playMedia, unloadMedia } from './audio-engine.ts';
import { backoffDelay } from './backoff.ts';
import { isLive, usePlayerStore } from './player-store.ts';

/** No progress for this long while playing means the stream is stuck. */
const STALL_MS = 8_000;
const GIVE_UP_MS = 120_000;

let attempt = 0;
let failingSince: number | null = null;
let retryTimer: number | undefined;
let stallTimer: number | undefined;
let lastTime = 0;

const wantsLive = () => {
  const { playing, item } = usePlayerStore.getState();
  return playing && isLive(item);
};

function clearTimers() {
  window.clearTimeout(retryTimer);
  window.clearTimeout(stallTimer);
  retryTimer = undefined;
  stallTimer = undefined;
}

/** Forget any failure: the listener paused, switched source, or the stream plays again. */
export function resetLiveConnection() {
  clearTimers();
  attempt = 0;
  failingSince = null;
  usePlayerStore.setState({ connection: navigator.onLine ? 'connected' : 'disconnected' });
}

function reconnectNow() {
  const { item } = usePlayerStore.getState();
  if (!item || !wantsLive()) return;
  loadItem(item);
  void playMedia().then((outcome) => {
    if (outcome === 'refused') usePlayerStore.setState({ playing: false });
  });
}

function giveUp() {
  clearTimers();
  attempt = 0;
  failingSince = null;
  usePlayerStore.setState({ playing: false });
  pauseMedia();
  unloadMedia();
}

function connectionLost() {
  if (!wantsLive()) return;
  usePlayerStore.setState({ connection: 'disconnected' });
  window.clearTimeout(stallTimer);
  stallTimer = undefined;
  if (retryTimer !== undefined) return;
  failingSince ??= Date.now();
  if (Date.now() - failingSince > GIVE_UP_MS) return giveUp();
  retryTimer = window.setTimeout(() => {
    retryTimer = undefined;
    reconnectNow();
  }, backoffDelay(attempt++));
}

function watchForStall() {
  if (!wantsLive() || stallTimer !== undefined) return;
  stallTimer = window.setTimeout(() => {
    stallTimer = undefined;
    connectionLost();
  }, STALL_MS);
}

function progressed(audio: HTMLAudioElement) {
  if (!isLive(usePlayerStore.getState().item)) return;
  if (audio.currentTime <= lastTime) return;
  lastTime = audio.currentTime;
  window.clearTimeout(stallTimer);
  stallTimer = undefined;
  // Audio still flowing from a buffer while the device is offline is not a connection.
  if (navigator.onLine && (failingSince !== null || usePlayerStore.getState().connection === 'disconnected')) {
    resetLiveConnection();
  }
}

let started = false;

export function startLiveConnection() {
  if (started) return;
  started = true;
  const audio = audioElement();
  const onLiveFailure = () => isLive(usePlayerStore.getState().item) && connectionLost();
  audio.addEventListener('error', onLiveFailure);
  audio.addEventListener('ended', onLiveFailure);
  audio.addEventListener('waiting', watchForStall);
  audio.addEventListener('stalled', watchForStall);
  audio.addEventListener('loadstart', () => {
    lastTime = 0;
  });
  audio.addEventListener('timeupdate', () => progressed(audio));
  window.addEventListener('offline', connectionLost);
  window.addEventListener('online', () => {
    if (!wantsLive() || usePlayerStore.getState().connection === 'connected') return;
    // The network is back: retry now rather than at the end of the current backoff.
    clearTimers();
    attempt = 0;
    failingSince = Date.now();
    reconnectNow();
  });
}
