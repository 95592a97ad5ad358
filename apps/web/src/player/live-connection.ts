// Keeps the live stream alive for as long as the listener wants to listen (DECISIONS.md 11, 17):
// on a stall, an error or the end of the stream, show 'Reconnexion…' and reconnect with backoff
// (capped at 30 s) and jitter, for as long as it takes; only the listener's own pause stops it. A
// reconnect reloads the source, so the listener rejoins the live edge, never an old buffer.
// Between attempts the server's word on the stream (`stream_up`, pushed by now-playing events)
// says when to try: a player rejoins within about 2 s of the source's return, each after its own
// short random delay so a whole audience does not knock on the stream server in the same second.
// Offline, what is buffered keeps playing: the source is reloaded only once it runs out.
import { audioElement, loadItem, playMedia } from './audio-engine.ts';
import { backoffDelay } from './backoff.ts';
import { isLive, usePlayerStore } from './player-store.ts';

/** No progress for this long while playing means the stream is stuck. */
const STALL_MS = 8_000;
/** The spread of the players' rejoin when the server says the stream is back. */
const REJOIN_JITTER_MS = 1_200;

let attempt = 0;
let retryTimer: number | undefined;
let stallTimer: number | undefined;
let lastTime = 0;

const wantsLive = () => {
  const { playing, item } = usePlayerStore.getState();
  return playing && isLive(item);
};
const streamKnownDown = () => usePlayerStore.getState().nowPlaying?.stream_up === false;

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

function scheduleRetry(delay: number) {
  window.clearTimeout(retryTimer);
  retryTimer = window.setTimeout(() => {
    retryTimer = undefined;
    if (!wantsLive()) return;
    // Offline or a source known to be down: a request would only fail; wait (the 'online' event
    // or the server's word brings the next try sooner), still checking now and then.
    if (!navigator.onLine || streamKnownDown()) scheduleRetry(backoffDelay(attempt++));
    else reconnectNow();
  }, delay);
}

function connectionLost() {
  if (!wantsLive()) return;
  usePlayerStore.setState({ connection: 'disconnected' });
  window.clearTimeout(stallTimer);
  stallTimer = undefined;
  if (retryTimer !== undefined) return;
  scheduleRetry(backoffDelay(attempt++));
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
  if (navigator.onLine && usePlayerStore.getState().connection === 'disconnected' && retryTimer === undefined) {
    resetLiveConnection();
  }
}

/** The server says the source is back: rejoin now (after a short random spread) if waiting for it. */
function streamReturned() {
  if (!wantsLive() || usePlayerStore.getState().connection === 'connected' || !navigator.onLine) return;
  attempt = 0;
  scheduleRetry(Math.round(Math.random() * REJOIN_JITTER_MS));
}

const bufferedEnd = (audio: HTMLAudioElement) => (audio.buffered.length ? audio.buffered.end(audio.buffered.length - 1) : 0);

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
  // A rewind in a live window (live-dvr.ts) moves the time back: progress counts from there.
  audio.addEventListener('seeking', () => {
    lastTime = audio.currentTime;
  });
  audio.addEventListener('timeupdate', () => progressed(audio));
  // Offline: say so, and let the buffer play out; its end (a stall) or the network's return reconnects.
  let bufferedAtOffline = 0;
  window.addEventListener('offline', () => {
    if (!wantsLive()) return;
    bufferedAtOffline = bufferedEnd(audio);
    usePlayerStore.setState({ connection: 'disconnected' });
  });
  window.addEventListener('online', () => {
    if (!wantsLive() || usePlayerStore.getState().connection === 'connected') return;
    // The stream kept arriving through the drop (its buffer grew): nothing to reconnect.
    if (!audio.paused && retryTimer === undefined && bufferedEnd(audio) > bufferedAtOffline + 0.5) {
      usePlayerStore.setState({ connection: 'connected' });
      return;
    }
    // The network is back: rejoin the live edge now rather than at the end of the current backoff.
    clearTimers();
    attempt = 0;
    reconnectNow();
  });
  usePlayerStore.subscribe((state, previous) => {
    if (state.nowPlaying?.stream_up === true && previous.nowPlaying?.stream_up !== true) streamReturned();
  });
}
