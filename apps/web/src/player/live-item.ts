import { stationQuery } from '../content/station-query.ts';
import { queryClient } from '../lib/query-client.ts';
import type { PlayerItem } from './player-store.ts';

/** The built-in demo stream, used when the station's configuration is not known. */
const DEFAULT_STREAM_URL = '/api/live/stream';

/**
 * The live stream as a player item. Read synchronously from the cache (the root loader fetched the
 * station before the first render): play() must run in the listener's gesture, not after a fetch.
 */
export function liveItem(): PlayerItem {
  const station = queryClient.getQueryData(stationQuery().queryKey);
  return {
    source: { kind: 'live' },
    src: station?.streamUrl || DEFAULT_STREAM_URL,
    title: station?.name ?? 'Radio Live',
    artist: null,
    artwork: null,
  };
}
