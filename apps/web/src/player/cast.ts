// Casting: the one <audio> element plays on a speaker or a TV where the browser can
// send it there: the Remote Playback API (Chrome on Android: Cast), or AirPlay's picker on Safari.
// The button shows only while the browser reports a device, and says the device's state. Live and
// recordings alike: it is the same element.
import { create } from 'zustand';
import { audioElement } from './audio-engine.ts';

export type CastState = 'disconnected' | 'connecting' | 'connected';

interface CastStore {
  available: boolean;
  state: CastState;
}

export const useCast = create<CastStore>(() => ({ available: false, state: 'disconnected' }));

interface RemotePlaybackLike extends EventTarget {
  state: CastState;
  watchAvailability(callback: (available: boolean) => void): Promise<number>;
  prompt(): Promise<void>;
}

type WebKitAudio = HTMLAudioElement & {
  remote?: RemotePlaybackLike;
  webkitShowPlaybackTargetPicker?: () => void;
  webkitCurrentPlaybackTargetIsWireless?: boolean;
};

let watching = false;

function watchRemotePlayback(audio: WebKitAudio, remote: RemotePlaybackLike) {
  const syncState = () => useCast.setState({ state: remote.state });
  for (const name of ['connecting', 'connect', 'disconnect']) remote.addEventListener(name, syncState);
  const watch = () =>
    remote
      .watchAvailability((available) => useCast.setState({ available }))
      .then(() => audio.removeEventListener('loadstart', watch))
      // Refused (desktop Chrome: 'not supported on this device'; some browsers until a source is
      // set): hidden, and asked again when a source loads.
      .catch(() => useCast.setState({ available: false }));
  audio.addEventListener('loadstart', watch);
  void watch();
}

function watchAirPlay(audio: WebKitAudio) {
  audio.addEventListener('webkitplaybacktargetavailabilitychanged', (event) => {
    useCast.setState({ available: (event as Event & { availability?: string }).availability === 'available' });
  });
  audio.addEventListener('webkitcurrentplaybacktargetiswirelesschanged', () => {
    useCast.setState({ state: audio.webkitCurrentPlaybackTargetIsWireless ? 'connected' : 'disconnected' });
  });
}

/** Starts listening for devices (once, at the player's start). */
export function startCast() {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  const audio = audioElement() as WebKitAudio;
  if (audio.remote && typeof audio.remote.watchAvailability === 'function') watchRemotePlayback(audio, audio.remote);
  else if (typeof audio.webkitShowPlaybackTargetPicker === 'function') watchAirPlay(audio);
}

/** Opens the browser's own device picker. */
export function chooseCastDevice() {
  const audio = audioElement() as WebKitAudio;
  if (audio.remote) void audio.remote.prompt().catch(() => undefined);
  else audio.webkitShowPlaybackTargetPicker?.();
}
