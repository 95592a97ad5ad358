// The live figures the player shows and announces: the programme on air (with the Icecast track
// when there is one, and whether the stream is up) and the listener count, kept fresh by TanStack
// Query and mirrored into the player store for the bar and the Media Session. What is on air is
// pushed by the server (Server-Sent Events) while the page is visible or the live stream plays,
// so a new title shows within seconds; the query's slower poll remains the fallback.
import type { ListenerCount, NowPlaying } from '@station/shared';
import { LISTENERS_EVENT, NOW_PLAYING_EVENT } from '@station/shared/client';
import { QueryObserver } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client.ts';
import { listenersQuery, nowPlayingQuery } from './api/live-queries.ts';
import { backoffDelay } from './backoff.ts';
import { listenerId } from './listener-heartbeat.ts';
import { isLive, usePlayerStore } from './player-store.ts';
import { showNowPlaying, startTitleClock } from './title-clock.ts';

// The player's id goes with the stream: if the page or the browser goes without a goodbye, the
// stream's end tells the server at once that this player no longer listens.
const EVENTS_URL = `/api/live/now-playing/events?listener=${listenerId}`;

let events: EventSource | null = null;
// A refused stream (a deploy's 502/503, a proxy's limit) is not retried by the browser itself: the
// page tries again after a jittered, growing delay (backoff.ts), so that thousands of pages cut at
// once come back spread over time. A stream merely cut is reopened by the browser after the
// server's own jittered `retry:`.
let reopenTimer: ReturnType<typeof setTimeout> | undefined;
let failedOpens = 0;

/** A garbled event reads as nothing: the next one (or the poll) brings the truth. */
function parsed<T>(event: Event): T | null {
  try {
    return JSON.parse((event as MessageEvent<string>).data) as T;
  } catch {
    return null;
  }
}

function wantsEvents(): boolean {
  const { item, playing } = usePlayerStore.getState();
  return document.visibilityState === 'visible' || (playing && isLive(item));
}

/** Opens or closes the event stream to match what the page needs: no hidden tab keeps one idle. */
function syncEvents() {
  if (typeof EventSource === 'undefined') return;
  if (wantsEvents() && !events) {
    events = new EventSource(EVENTS_URL);
    events.addEventListener(NOW_PLAYING_EVENT, (event) => {
      const data = parsed<NowPlaying>(event);
      if (data) queryClient.setQueryData(nowPlayingQuery().queryKey, data);
    });
    events.addEventListener(LISTENERS_EVENT, (event) => {
      const data = parsed<ListenerCount>(event);
      if (data) queryClient.setQueryData(listenersQuery().queryKey, data);
    });
    events.addEventListener('open', () => {
      failedOpens = 0;
    });
    const opened = events;
    opened.addEventListener('error', () => {
      if (opened.readyState !== EventSource.CLOSED || events !== opened) return;
      events = null;
      clearTimeout(reopenTimer);
      reopenTimer = setTimeout(syncEvents, backoffDelay(failedOpens++));
    });
  } else if (!wantsEvents() && events) {
    events.close();
    events = null;
    clearTimeout(reopenTimer);
  }
}

let started = false;

export function startLiveInfo() {
  if (started) return;
  started = true;
  // The title shown is the one the listener hears (title-clock.ts), not the newest the server knows.
  startTitleClock();
  new QueryObserver(queryClient, nowPlayingQuery()).subscribe(({ data }) => {
    if (data) showNowPlaying(data);
  });
  new QueryObserver(queryClient, listenersQuery()).subscribe(({ data }) => {
    if (data) usePlayerStore.setState({ listeners: data.listeners, listenerFigures: data });
  });
  syncEvents();
  document.addEventListener('visibilitychange', syncEvents);
  usePlayerStore.subscribe((state, previous) => {
    if (state.playing !== previous.playing || state.item !== previous.item) syncEvents();
  });
}
