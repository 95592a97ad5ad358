// 'Mix listening': the first time a mix really starts in this page session it counts a
// listen (total and current listeners +1); pausing, ending or switching away lowers the current
// listeners again (the API never goes below 0). Failures are only logged.
import type { Mix } from '@station/shared';
import { mixesQuery } from '../content/mixes-query.ts';
import { api } from '../lib/api-client.ts';
import { queryClient } from '../lib/query-client.ts';
import { audioElement } from './audio-engine.ts';
import { usePlayerStore } from './player-store.ts';

/** Mixes whose listen this page session already counted. */
const counted = new Set<number>();
/** The mix this player is counted as a current listener of, if any. */
let currentOf: number | null = null;

async function report(mixid: number, isStarting: boolean, keepalive = false) {
  try {
    const response = await api.mixes[':mixid'].listen.$patch(
      { param: { mixid: String(mixid) }, json: { is_starting: isStarting } },
      { init: { keepalive } },
    );
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const mix = (await response.json()) as Mix;
    // The list is cached by the browser for a short while: update the cards from the answer.
    queryClient.setQueryData(mixesQuery().queryKey, (mixes) => mixes?.map((each) => (each.mixid === mix.mixid ? mix : each)));
  } catch (error) {
    console.warn('Suivi des écoutes du mix impossible', error);
  }
}

function started() {
  const source = usePlayerStore.getState().item?.source;
  if (source?.kind !== 'mix' || counted.has(source.id)) return;
  counted.add(source.id);
  currentOf = source.id;
  void report(source.id, true);
}

function stopped(keepalive = false) {
  if (currentOf === null) return;
  const mixid = currentOf;
  currentOf = null;
  void report(mixid, false, keepalive);
}

let wired = false;

export function startMixListens() {
  if (wired) return;
  wired = true;
  const audio = audioElement();
  audio.addEventListener('playing', started);
  // Started while a mix already plays (this starts after the player's first item): counted now.
  if (!audio.paused && audio.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA) started();
  audio.addEventListener('pause', () => stopped());
  audio.addEventListener('ended', () => stopped());
  // A new source replaces the mix (switching to the live stream or another mix).
  audio.addEventListener('emptied', () => stopped());
  window.addEventListener('pagehide', () => stopped(true));
}
