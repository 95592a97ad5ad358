// The audience of mixes and replays. Once per item per page session the player says a
// replay started (a mix's start is already counted by mix-listens.ts) and, after 30 s of actual
// playing (paused time does not count), that the mix or the replay was listened to. Counts only:
// nothing names the listener. Failures are dropped: a lost report is one play fewer, never an error.
import { AUDIENCE_LISTENED_SECONDS } from '@station/shared/client';
import { api } from '../lib/api-client.ts';
import { audioElement } from './audio-engine.ts';
import { type PlayerSource, usePlayerStore } from './player-store.ts';

type Reported = { kind: 'mix' | 'replay'; id: number };

const started = new Set<string>();
const listened = new Set<string>();
/** Seconds heard of the current item, and where the last timeupdate left the playhead. */
let heard = 0;
let lastPosition: number | null = null;
let currentKey: string | null = null;

function reportedOf(source: PlayerSource | undefined): Reported | null {
  if (source?.kind === 'mix') return { kind: 'mix', id: source.id };
  if (source?.kind === 'emission') return { kind: 'replay', id: source.id };
  return null;
}

function send(item: Reported, stage: 'started' | 'listened') {
  void api.audience.plays.$post({ json: { kind: item.kind, id: item.id, stage } }).catch(() => {});
}

function onPlaying() {
  const item = reportedOf(usePlayerStore.getState().item?.source);
  if (!item) return;
  const key = `${item.kind}:${item.id}`;
  if (key !== currentKey) {
    currentKey = key;
    heard = 0;
  }
  lastPosition = audioElement().currentTime;
  if (item.kind === 'replay' && !started.has(key)) {
    started.add(key);
    send(item, 'started');
  }
}

function onTimeUpdate() {
  const audio = audioElement();
  const item = reportedOf(usePlayerStore.getState().item?.source);
  if (!item || audio.paused || lastPosition === null) return;
  const key = `${item.kind}:${item.id}`;
  // Only steady progress counts: a seek jumps by more than a couple of seconds.
  const step = audio.currentTime - lastPosition;
  if (step > 0 && step < 2) heard += step;
  lastPosition = audio.currentTime;
  if (heard >= AUDIENCE_LISTENED_SECONDS && !listened.has(key)) {
    listened.add(key);
    send(item, 'listened');
  }
}

let wired = false;

export function startPlayReports() {
  if (wired) return;
  wired = true;
  const audio = audioElement();
  audio.addEventListener('playing', onPlaying);
  audio.addEventListener('timeupdate', onTimeUpdate);
  audio.addEventListener('emptied', () => {
    currentKey = null;
    lastPosition = null;
  });
  // Started while something already plays (this starts after the player's first item).
  if (!audio.paused) onPlaying();
}
