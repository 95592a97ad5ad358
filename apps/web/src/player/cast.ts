// Casting: the one <audio> element plays on a speaker or a TV where the browser can
// send it there: the Remote Playback API (Chrome on Android: Cast), or AirPlay's picker on Safari.
// The button shows only while the browser reports a device, and says the device's state. Live and
// recordings alike: it is the same element. Watching for devices (cast-devices.ts) starts with the
// player, beside the page; the button and its store are all the first load carries.
import { create } from 'zustand';
import { audioElement } from './audio-engine.ts';

export type CastState = 'disconnected' | 'connecting' | 'connected';

interface CastStore {
  available: boolean;
  state: CastState;
}

export const useCast = create<CastStore>(() => ({ available: false, state: 'disconnected' }));

export interface RemotePlaybackLike extends EventTarget {
  state: CastState;
  watchAvailability(callback: (available: boolean) => void): Promise<number>;
  prompt(): Promise<void>;
}

export type WebKitAudio = HTMLAudioElement & {
  remote?: RemotePlaybackLike;
  webkitShowPlaybackTargetPicker?: () => void;
  webkitCurrentPlaybackTargetIsWireless?: boolean;
};

/** Opens the browser's own device picker. */
export function chooseCastDevice() {
  const audio = audioElement() as WebKitAudio;
  if (audio.remote) void audio.remote.prompt().catch(() => undefined);
  else audio.webkitShowPlaybackTargetPicker?.();
}
