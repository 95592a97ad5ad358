// The live figures the player shows and announces: the programme on air (with the Icecast track
// when there is one) and the listener count, kept fresh by TanStack Query and mirrored into the
// player store for the bar and the Media Session.
import { QueryObserver } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client.ts';
import { listenersQuery, nowPlayingQuery } from './api/live-queries.ts';
import { usePlayerStore } from './player-store.ts';

let started = false;

export function startLiveInfo() {
  if (started) return;
  started = true;
  new QueryObserver(queryClient, nowPlayingQuery()).subscribe(({ data }) => {
    if (data) usePlayerStore.setState({ nowPlaying: data });
  });
  new QueryObserver(queryClient, listenersQuery()).subscribe(({ data }) => {
    if (data) usePlayerStore.setState({ listeners: data.listeners });
  });
}
