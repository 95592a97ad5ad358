import { stationQuery } from '../content/station-query.ts';
import { playsHlsNatively } from '../lib/attach-stream.ts';
import { queryClient } from '../lib/query-client.ts';
import { audioElement } from './audio-engine.ts';
import { knownLowestQuality, useDataSaver } from './data-saver.ts';
import type { PlayerItem } from './player-store.ts';

/** The built-in demo stream, used when the station's configuration is not known. */
const DEFAULT_STREAM_URL = '/api/live/stream';

/**
 * The live stream as a player item: the station's HLS when it has one, else its stream. Read
 * synchronously from the cache (the root loader fetched the station before the first render):
 * play() must run in the listener's gesture, not after a fetch.
 */
export function liveItem(): PlayerItem {
  const station = queryClient.getQueryData(stationQuery().queryKey);
  return {
    source: { kind: 'live' },
    src: (station?.streamHlsUrl && hlsAddress(station.streamHlsUrl)) || station?.streamUrl || DEFAULT_STREAM_URL,
    title: station?.name ?? 'Radio Live',
    artist: null,
    artwork: null,
  };
}

/** Safari's own player, saving data: the lowest quality's playlist when it is known (data-saver.ts). */
function hlsAddress(masterUrl: string): string {
  if (!useDataSaver.getState().on || !playsHlsNatively(audioElement(), true)) return masterUrl;
  return knownLowestQuality(masterUrl) ?? masterUrl;
}
