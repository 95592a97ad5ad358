// Keeps the live stream alive for as long as the listener wants to listen:
// on a stall, an error or the end of the stream, show 'Reconnexion…' and reconnect with backoff
// (capped at 30 s) and jitter, for as long as it takes; only the listener's own pause stops it. A
// reconnect reloads the source, so the listener rejoins the live edge, never an old buffer.
// Between attempts the server's word on the stream (`stream_up`, pushed by now-playing events)
// says when to try: a player rejoins within about 2 s of the source's return, each after its own
// short random delay so a whole audience does not knock on the stream server in the same second.
// Offline, what is buffered keeps playing, and the bar keeps saying so: 'Déconnecté' and
// 'Reconnexion…' only once the audio stops (the buffer ran out, or the stream ended or failed),
// never while the listener still hears it. Then one reload per attempt, never two at once.
import { audioElement, loadItem, playMedia } from './audio-engine.ts';
import { backoffDelay } from './backoff.ts';
import { isLive, usePlayerStore } from './player-store.ts';

/** No progress for this long (no audio played, no byte received) means the stream is stuck. */
const STALL_MS = 8_000;
/** The spread of the players' rejoin when the server says the stream is back. */
const REJOIN_JITTER_MS = 1_200;

let attempt = 0;
let retryTimer: number | undefined;
let stallTimer: number | undefined;
let lastTime = 0;
/** A reload is on its way: the network's return or the server's word must not send a second one. */
let reconnecting = false;

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
  reconnecting = false;
  usePlayerStore.setState({ connection: navigator.onLine ? 'connected' : 'disconnected' });
}

function reconnectNow() {
  const { item } = usePlayerStore.getState();
  if (!item || !wantsLive() || reconnecting) return;
  reconnecting = true;
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
  reconnecting = false;
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
  // The audio plays again (the stream came back, or after an underrun while offline what was
  // buffered flows on): the bar stops saying 'Reconnexion…' over it, and no reload cuts it.
  if (usePlayerStore.getState().connection === 'disconnected') {
    clearTimers();
    attempt = 0;
    reconnecting = false;
    usePlayerStore.setState({ connection: 'connected' });
  }
}

/** Bytes arrived: a start (or a refill) that is slow but moving is not stuck, so the stall window
 * starts again; only a whole window without a byte or a played second reloads the stream. */
function received() {
  if (stallTimer === undefined) return;
  window.clearTimeout(stallTimer);
  stallTimer = undefined;
  watchForStall();
}

/** The server says the source is back: rejoin now (after a short random spread) if waiting for it. */
function streamReturned() {
  if (!wantsLive() || usePlayerStore.getState().connection === 'connected' || !navigator.onLine || reconnecting) return;
  attempt = 0;
  scheduleRetry(Math.round(Math.random() * REJOIN_JITTER_MS));
}

let started = false;

export function startLiveConnection() {
  if (started) return;
  started = true;
  const audio = audioElement();
  const onLiveFailure = () => isLive(usePlayerStore.getState().item) && connectionLost();
  audio.addEventListener('error', onLiveFailure);
  audio.addEventListener('ended', onLiveFailure);
  // Out of audio while offline: nothing more can arrive, say so now rather than after STALL_MS.
  audio.addEventListener('waiting', () => (navigator.onLine ? watchForStall() : connectionLost()));
  audio.addEventListener('stalled', watchForStall);
  audio.addEventListener('progress', received);
  audio.addEventListener('loadstart', () => {
    lastTime = 0;
  });
  // A rewind in a live window (live-dvr.ts) moves the time back: progress counts from there.
  audio.addEventListener('seeking', () => {
    lastTime = audio.currentTime;
  });
  audio.addEventListener('timeupdate', () => progressed(audio));
  // Offline: the buffer plays out ('waiting' above, or the stream's end or error, then says so).
  // Back online after a drop the listener noticed: rejoin the live edge now rather than at the
  // end of the current backoff. A drop the audio went through unnoticed needs nothing.
  window.addEventListener('offline', () => {
    if (wantsLive() && audio.paused) connectionLost();
  });
  window.addEventListener('online', () => {
    if (!wantsLive() || usePlayerStore.getState().connection === 'connected') return;
    clearTimers();
    attempt = 0;
    reconnectNow();
  });
  usePlayerStore.subscribe((state, previous) => {
    if (state.nowPlaying?.stream_up === true && previous.nowPlaying?.stream_up !== true) streamReturned();
  });
}
