// Watching for a device to cast to (cast.ts says what casting is): started with the player, beside
// the page, so none of it is in the first load.
import { audioElement } from './audio-engine.ts';
import { type RemotePlaybackLike, useCast, type WebKitAudio } from './cast.ts';

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
