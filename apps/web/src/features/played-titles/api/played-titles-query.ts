import type { PlayedTitlesResponse } from '@station/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client.ts';

export interface PlayedTitlesLookup {
  date?: string;
  time?: string;
}

/** 'Titres diffusés': the latest titles, or those around a day and time of the last 7 days. */
export const playedTitlesQuery = (lookup: PlayedTitlesLookup = {}) =>
  queryOptions({
    queryKey: ['played-titles', lookup.date ?? null, lookup.time ?? null],
    queryFn: (): Promise<PlayedTitlesResponse> =>
      readJson(api['played-titles'].$get({ query: { ...(lookup.date ? { date: lookup.date } : {}), ...(lookup.time ? { time: lookup.time } : {}) } })),
    staleTime: 15_000,
  });

/** The URL the API client reads for a lookup: the offline cache's key (offline/offline-lists.ts). */
export function playedTitlesUrl(lookup: PlayedTitlesLookup = {}) {
  const search = new URLSearchParams({ ...(lookup.date ? { date: lookup.date } : {}), ...(lookup.time ? { time: lookup.time } : {}) }).toString();
  return `/api/played-titles${search ? `?${search}` : ''}`;
}
