import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '../lib/api-client.ts';

// The station's identity and contact: server configuration, changes rarely.
export const stationQuery = () =>
  queryOptions({
    queryKey: ['station'],
    queryFn: () => readJson(api.station.$get()),
    staleTime: 5 * 60_000,
  });

/** Used only when the station's configuration could not be read. */
const FALLBACK_STATION_NAME = 'Radio Live';

/** The station's configuration once loaded (the root loader fetches it before the first render). */
export function useStation() {
  const station = useQuery(stationQuery()).data;
  return { station, stationName: station?.name ?? FALLBACK_STATION_NAME };
}
