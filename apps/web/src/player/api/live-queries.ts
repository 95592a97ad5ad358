import { NOW_PLAYING_REFRESH_MS } from '@station/shared/client';
import { queryOptions } from '@tanstack/react-query';
import { api, readJson } from '../../lib/api-client.ts';

/** Poll of the listener count; each heartbeat of a listening player also brings a fresh one. */
export const LISTENERS_REFRESH_MS = 15_000;

// Refreshed at the programme's end and every 60 s, also in a hidden tab that plays
// (the lock screen shows it).
export const nowPlayingQuery = () =>
  queryOptions({
    queryKey: ['live', 'now-playing'],
    queryFn: () => readJson(api.live['now-playing'].$get()),
    staleTime: 10_000,
    refetchIntervalInBackground: true,
    refetchInterval: (query) => {
      const endsAt = query.state.data?.programme?.ends_at;
      const untilEnd = endsAt ? Date.parse(endsAt) - Date.now() + 1_000 : Number.POSITIVE_INFINITY;
      return Math.max(1_000, Math.min(NOW_PLAYING_REFRESH_MS, untilEnd));
    },
  });

export const listenersQuery = () =>
  queryOptions({
    queryKey: ['live', 'listeners'],
    queryFn: () => readJson(api.live.listeners.$get()),
    staleTime: 5_000,
    refetchInterval: LISTENERS_REFRESH_MS,
  });
