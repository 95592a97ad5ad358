// Starts the player once, when the app starts: the audio element and everything that listens to
// it. Then restores a playback saved before an app update, or honours the 'Écouter en direct'
// shortcut (/?play=live).
import { stationQuery } from '../content/station-query.ts';
import { loadChunk } from '../lib/load-chunk.ts';
import { queryClient } from '../lib/query-client.ts';
import { audioElement } from './audio-engine.ts';
import { startCast } from './cast-devices.ts';
import { startListenerHeartbeat } from './listener-heartbeat.ts';
import { startLiveConnection } from './live-connection.ts';
import { startLiveDvr } from './live-dvr.ts';
import { startLiveInfo } from './live-info.ts';
import { startPlayQueue } from './play-queue.ts';
import { playLive } from './player-controls.ts';
import { usePlayerStore } from './player-store.ts';
import { forgetSavedPlayback, hasSavedPlayback, saveOnBeforeReload } from './resume-playback.ts';

/** The lock screen's controls, the mix listens and the play reports, from the player's first item on. */
function startPlaybackExtrasAtFirstItem() {
  const start = () => loadChunk(() => import('./playback-extras.ts'), ({ startPlaybackExtras }) => startPlaybackExtras());
  if (usePlayerStore.getState().item) return start();
  const stop = usePlayerStore.subscribe((state) => {
    if (!state.item) return;
    stop();
    start();
  });
}

export async function startPlayer({ playLiveNow }: { playLiveNow: boolean }) {
  audioElement();
  startLiveConnection();
  startLiveDvr();
  startPlaybackExtrasAtFirstItem();
  // Casting to a speaker or a TV where the browser can: the button shows before anything plays.
  startCast();
  startPlayQueue();
  startLiveInfo();
  startListenerHeartbeat();
  saveOnBeforeReload();
  // The stream's address is part of the station's configuration.
  await queryClient.ensureQueryData(stationQuery()).catch(() => undefined);
  const restored =
    hasSavedPlayback() &&
    (await import('./restore-playback.ts').then(
      ({ restorePlayback }) => restorePlayback(),
      () => {
        // Not loaded: forgotten, so that a later reload does not bring back a stale playback.
        forgetSavedPlayback();
        return false;
      },
    ).catch(() => false));
  // Autoplay may be refused without a gesture: playLive() then leaves the live stream ready, paused.
  if (!restored && playLiveNow) await playLive();
}
