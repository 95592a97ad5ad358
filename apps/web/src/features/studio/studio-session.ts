// The browser studio ('Prendre l'antenne'): the microphone, and a 'Musique' file under or instead
// of it, mixed in the page, recorded as WebM/Opus and sent to Liquidsoap's harbor over a WebSocket
// in the webcast protocol (docs/decisions/240-browser-studio-into-the-harbor.md). Each connection
// starts with a one-use pass from the app, in the first message, never in the address.
// A drop is absorbed: the page reconnects with a fresh pass while the harbor's buffer still plays;
// a longer one hands the air to the AutoDJ (radio.liq's fallback), and the page says so and offers
// to take it again. The screen is kept awake while on air where the browser can (Wake Lock).
import { studioMessages } from '@station/shared/client';
import { create } from 'zustand';
import { ApiError, api, readJson } from '../../lib/api-client.ts';

export type StudioPhase = 'idle' | 'starting' | 'on-air' | 'reconnecting';

interface StudioState {
  phase: StudioPhase;
  /** When the air was taken (ms since the epoch): the page's 'À l'antenne' timer. */
  onAirSince: number | null;
  /** Why the page is not on air (a refusal, a lost link), shown until the next attempt. */
  problem: string | null;
  muted: boolean;
  /** The loudness of what goes on air, 0 to 1, for the level meter. */
  level: number;
  /** Nothing audible sent for QUIET_WARNING_MS: the AutoDJ takes the air back at 20 s (radio.liq). */
  quiet: boolean;
  musicName: string | null;
  musicPlaying: boolean;
  /** The fader of the 'Musique' source, 0 to 1. */
  musicVolume: number;
}

export const useStudio = create<StudioState>(() => ({
  phase: 'idle',
  onAirSince: null,
  problem: null,
  muted: false,
  level: 0,
  quiet: false,
  musicName: null,
  musicPlaying: false,
  musicVolume: 0.5,
}));

/** A drop shorter than this is a hiccup: the page reconnects without leaving the air (radio.liq's harbor buffer). */
const RECONNECT_WINDOW_MS = 10_000;
/** A socket the harbor closes this soon after the hello was refused, not dropped. */
const REFUSAL_WINDOW_MS = 3_000;
/** Silent this long, the page warns: radio.liq hands the air to the AutoDJ after 20 s. */
const QUIET_WARNING_MS = 10_000;
/** Below this loudness (RMS, -40 dBFS) radio.liq counts silence: the page warns on the same scale. */
const QUIET_RMS = 0.01;

/** Each connection's recorder hands over what it has this often: the harbor hears the page about this late. */
const CHUNK_MS = 250;

interface Mixer {
  context: AudioContext;
  microphone: MediaStream;
  microphoneGain: GainNode;
  musicGain: GainNode;
  music: HTMLAudioElement | null;
  output: MediaStreamAudioDestinationNode;
  meterTimer: number;
}

let mixer: Mixer | null = null;
let socket: WebSocket | null = null;
let recorder: MediaRecorder | null = null;
let wakeLock: WakeLockSentinel | null = null;
let droppedAt: number | null = null;
let retryTimer: number | undefined;
let onAirTimer: number | undefined;
let wakeLockAsked = false;
/**
 * Counts the presenter's goes on air: each 'Prendre l'antenne' and each hand-back moves it on. A
 * step that resumes after an await (the microphone's prompt, the pass, the socket) finds it moved
 * when the presenter gave the air back meanwhile, and undoes what it opened.
 */
let session = 0;

/** What this browser records: WebM/Opus (Chromium, Firefox), else MP4/AAC (Safari). */
function recordingType(): string | null {
  if (typeof MediaRecorder === 'undefined') return null;
  return ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4'].find((type) => MediaRecorder.isTypeSupported(type)) ?? null;
}

async function openMixer(): Promise<Mixer> {
  // The voice as it is: a browser's echo cancelling and noise gate pump on music and room tone.
  const microphone = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: true } });
  const context = new AudioContext();
  const microphoneGain = context.createGain();
  // 'Couper le micro' may have been pressed while the browser asked for the microphone.
  microphoneGain.gain.value = useStudio.getState().muted ? 0 : 1;
  const musicGain = context.createGain();
  musicGain.gain.value = useStudio.getState().musicVolume;
  const output = context.createMediaStreamDestination();
  const analyser = context.createAnalyser();
  analyser.fftSize = 1024;
  context.createMediaStreamSource(microphone).connect(microphoneGain);
  for (const source of [microphoneGain, musicGain]) {
    source.connect(output);
    source.connect(analyser);
  }
  const samples = new Float32Array(analyser.fftSize);
  let soundAt = Date.now();
  const meterTimer = window.setInterval(() => {
    analyser.getFloatTimeDomainData(samples);
    let peak = 0;
    let energy = 0;
    for (const sample of samples) {
      peak = Math.max(peak, Math.abs(sample));
      energy += sample * sample;
    }
    if (Math.sqrt(energy / samples.length) > QUIET_RMS) soundAt = Date.now();
    useStudio.setState({ level: Math.min(1, peak), quiet: Date.now() - soundAt >= QUIET_WARNING_MS });
  }, 100);
  await context.resume();
  return { context, microphone, microphoneGain, musicGain, music: null, output, meterTimer };
}

function shutMixer(closing: Mixer) {
  window.clearInterval(closing.meterTimer);
  for (const track of closing.microphone.getTracks()) track.stop();
  closing.music?.pause();
  if (closing.music) URL.revokeObjectURL(closing.music.src);
  void closing.context.close();
}

function closeMixer() {
  if (mixer) shutMixer(mixer);
  mixer = null;
  useStudio.setState({ level: 0, quiet: false, musicName: null, musicPlaying: false });
}

function microphoneProblem(error: unknown): string {
  if (error instanceof DOMException && error.name === 'NotFoundError') return studioMessages.microphoneMissing;
  return studioMessages.microphoneRefused;
}

async function keepScreenAwake() {
  if (!('wakeLock' in navigator) || wakeLock || wakeLockAsked || document.visibilityState !== 'visible') return;
  wakeLockAsked = true;
  try {
    const lock = await navigator.wakeLock.request('screen');
    // Off the air before the lock came: the screen may sleep again.
    if (useStudio.getState().phase === 'idle') {
      void lock.release();
      return;
    }
    wakeLock = lock;
    lock.addEventListener('release', () => {
      if (wakeLock === lock) wakeLock = null;
    });
  } catch {
    // Refused (battery saver): the studio works on, the screen may sleep.
  } finally {
    wakeLockAsked = false;
  }
}

// A wake lock ends when the page is hidden: taken again when the presenter comes back to it.
if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    const { phase } = useStudio.getState();
    if (phase === 'on-air' || phase === 'reconnecting') void keepScreenAwake();
  });
}

function stopSending() {
  if (recorder && recorder.state !== 'inactive') recorder.stop();
  recorder = null;
  if (socket) {
    socket.onclose = null;
    socket.close(1000);
  }
  socket = null;
}

/** Thrown when the presenter gave the air back while a connection was on its way. */
class LeftTheAir extends Error {}

/** One connection to the harbor with a fresh pass, and a fresh recording (its header first); resolves with the instant the hello went. */
async function connect(type: string): Promise<number> {
  const mine = session;
  const { pass, websocket_path } = await readJson(api.studio.pass.$post());
  if (mine !== session) throw new LeftTheAir();
  const address = new URL(websocket_path, window.location.href);
  address.protocol = address.protocol === 'https:' ? 'wss:' : 'ws:';
  const connection = new WebSocket(address, 'webcast');
  socket = connection;
  await new Promise<void>((resolve, reject) => {
    connection.onopen = () => resolve();
    connection.onerror = () => reject(new Error('socket'));
  });
  if (mine !== session) {
    connection.close(1000);
    throw new LeftTheAir();
  }
  const stream = mixer!.output.stream;
  connection.send(
    JSON.stringify({
      type: 'hello',
      data: { mime: type.split(';')[0], user: 'studio', password: pass, audio: { channels: stream.getAudioTracks()[0]?.getSettings().channelCount ?? 2, samplerate: mixer!.context.sampleRate, bitrate: 128, encoder: type } },
    }),
  );
  const helloAt = Date.now();
  const recording = new MediaRecorder(stream, { mimeType: type, audioBitsPerSecond: 128_000 });
  recorder = recording;
  recording.ondataavailable = (event) => {
    if (event.data.size > 0 && connection.readyState === WebSocket.OPEN) connection.send(event.data);
  };
  recording.start(CHUNK_MS);
  // Lived past the harbor's refusal window: a drop after this starts a new reconnection window.
  window.setTimeout(() => {
    if (socket === connection) droppedAt = null;
  }, REFUSAL_WINDOW_MS);
  connection.onclose = () => {
    if (socket !== connection) return;
    if (recording.state !== 'inactive') recording.stop();
    socket = null;
    recorder = null;
    if (Date.now() - helloAt < REFUSAL_WINDOW_MS && useStudio.getState().phase === 'starting') leaveAir(studioMessages.harborRefused);
    else linkDropped(type);
  };
  return helloAt;
}

function linkDropped(type: string) {
  droppedAt ??= Date.now();
  if (Date.now() - droppedAt > RECONNECT_WINDOW_MS) {
    leaveAir(studioMessages.connectionLost);
    return;
  }
  useStudio.setState({ phase: 'reconnecting' });
  window.clearTimeout(retryTimer);
  const mine = session;
  retryTimer = window.setTimeout(() => {
    connect(type).then(
      () => mine === session && useStudio.setState({ phase: 'on-air' }),
      () => mine === session && linkDropped(type),
    );
  }, 1_000);
}

/** Leaves the air: the AutoDJ takes it back (radio.liq's fallback); `problem` says why if not asked. */
function leaveAir(problem: string | null) {
  session++;
  window.clearTimeout(retryTimer);
  window.clearTimeout(onAirTimer);
  droppedAt = null;
  stopSending();
  closeMixer();
  void wakeLock?.release();
  wakeLock = null;
  useStudio.setState({ phase: 'idle', onAirSince: null, problem, muted: false });
}

/** 'Prendre l'antenne': the microphone, then the harbor. */
export async function takeAir() {
  if (useStudio.getState().phase !== 'idle') return;
  const type = recordingType();
  if (!type) {
    useStudio.setState({ problem: studioMessages.recorderMissing });
    return;
  }
  const mine = ++session;
  useStudio.setState({ phase: 'starting', problem: null });
  let opened: Mixer;
  try {
    opened = await openMixer();
  } catch (error) {
    if (mine === session) useStudio.setState({ phase: 'idle', problem: microphoneProblem(error), muted: false });
    return;
  }
  // Given back while the browser asked for the microphone: close it at once.
  if (mine !== session) {
    shutMixer(opened);
    return;
  }
  mixer = opened;
  let helloAt: number;
  try {
    helloAt = await connect(type);
  } catch (error) {
    if (!(error instanceof LeftTheAir) && mine === session) leaveAir(error instanceof ApiError ? error.message : studioMessages.harborRefused);
    return;
  }
  // Refused within its first moments: connect's close handler has already said so. Not refused: the
  // voice has been on air since the hello, and the clock (and the replay's length) count from there.
  onAirTimer = window.setTimeout(() => {
    if (mine === session && useStudio.getState().phase === 'starting' && socket) useStudio.setState({ phase: 'on-air', onAirSince: helloAt });
  }, REFUSAL_WINDOW_MS);
  void keepScreenAwake();
}

/** 'Rendre l'antenne'. */
export const giveAirBack = () => leaveAir(null);

/** The presenter's slot is over: the air goes back to the AutoDJ, and the page says why. */
export const endSlot = () => leaveAir(studioMessages.slotOver);

/** 'Couper le micro': the music (if any) goes on alone. */
export function setMuted(muted: boolean) {
  mixer?.microphoneGain.gain.setTargetAtTime(muted ? 0 : 1, mixer.context.currentTime, 0.02);
  useStudio.setState({ muted });
}

/** 'Musique': a file from the device, into the mix at the fader's level. */
export function chooseMusic(file: File) {
  if (!mixer) return;
  mixer.music?.pause();
  if (mixer.music) URL.revokeObjectURL(mixer.music.src);
  const music = new Audio(URL.createObjectURL(file));
  music.addEventListener('ended', () => useStudio.setState({ musicPlaying: false }));
  mixer.context.createMediaElementSource(music).connect(mixer.musicGain);
  mixer.music = music;
  useStudio.setState({ musicName: file.name, musicPlaying: false });
}

export async function setMusicPlaying(playing: boolean) {
  const music = mixer?.music;
  if (!music) return;
  if (playing) await music.play();
  else music.pause();
  useStudio.setState({ musicPlaying: playing });
}

export function setMusicVolume(volume: number) {
  mixer?.musicGain.gain.setTargetAtTime(volume, mixer.context.currentTime, 0.02);
  useStudio.setState({ musicVolume: volume });
}
