// Where the audience job and page read the live figure: the same one listeners see (Icecast's
// when its status is configured, else the app's players), through the live feature's own count.
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { createIcecastStatus, type IcecastStatus } from '../live/icecast-status.ts';
import { getListenerCount } from '../live/live-listener.service.ts';

const icecastByConfig = new WeakMap<AppConfig, IcecastStatus | null>();

export function liveListenerFigure(config: AppConfig, db: Kysely<Database>): () => Promise<number> {
  let icecast = icecastByConfig.get(config);
  if (icecast === undefined) {
    icecast = config.icecastStatusUrl ? createIcecastStatus(config.icecastStatusUrl, config.station.streamUrl) : null;
    icecastByConfig.set(config, icecast);
  }
  const status = icecast;
  return async () => (await getListenerCount(db, status)).listeners;
}
