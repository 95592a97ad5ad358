// Starts the player once, when the app starts: the audio element and everything that listens to
// it. Then restores a playback saved before an app update, or honours the 'Écouter en direct'
// shortcut (/?play=live).
import { stationQuery } from '../content/station-query.ts';
import { loadChunk } from '../lib/load-chunk.ts';
import { queryClient } from '../lib/query-client.ts';
import { audioElement } from './audio-engine.ts';
import { startListenerHeartbeat } from './listener-heartbeat.ts';
import { startCast } from './cast-devices.ts';
import { startLiveConnection } from './live-connection.ts';
import { startLiveDvr } from './live-dvr.ts';
import { startLiveInfo } from './live-info.ts';
import { startMediaSession } from './media-session.ts';
import { startMixListens } from './mix-listens.ts';
import { startPlayQueue } from './play-queue.ts';
import { playLive } from './player-controls.ts';
import { restorePlayback, saveOnBeforeReload } from './resume-playback.ts';

export async function startPlayer({ playLiveNow }: { playLiveNow: boolean }) {
  audioElement();
  startLiveConnection();
  startLiveDvr();
  startMixListens();
  // The audience's play reports wait for the first load to finish: out of its budget.
  loadChunk(() => import('./play-reports.ts'), ({ startPlayReports }) => startPlayReports());
  startMediaSession();
  // Casting to a speaker or a TV where the browser can.
  startCast();
  startPlayQueue();
  startLiveInfo();
  startListenerHeartbeat();
  saveOnBeforeReload();
  // The stream's address is part of the station's configuration.
  await queryClient.ensureQueryData(stationQuery()).catch(() => undefined);
  const restored = await restorePlayback();
  // Autoplay may be refused without a gesture: playLive() then leaves the live stream ready, paused.
  if (!restored && playLiveNow) await playLive();
}
