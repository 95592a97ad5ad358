// Several API processes on one Postgres: a write's topics go out with NOTIFY,
// after its transaction committed, and every process (this one included) bumps its versions on
// hearing them (docs/decisions/088-kept-public-reads.md). Without the listening connection a process cannot know what
// others changed, so a lost connection clears its whole cache and listens again.
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/database.ts';
import type { InvalidationSender } from './cache.ts';
import type { ReadCache } from './read-cache.ts';

export const READ_CACHE_CHANNEL = 'station_read_cache';
const RECONNECT_MS = 2000;

export const notifyOtherProcesses =
  (db: Kysely<Database>): InvalidationSender =>
  async (topics) => {
    await sql`select pg_notify(${READ_CACHE_CHANNEL}, ${topics.join(',')})`.execute(db);
  };

function apply(cache: ReadCache, payload: string | undefined) {
  const topics = (payload ?? '*').split(',').filter(Boolean);
  if (topics.length === 0 || topics.includes('*')) cache.invalidateAll();
  else cache.invalidate(topics);
}

/** Listens until the returned function is called. Resolves once the first LISTEN is in place. */
export async function listenForInvalidations(connectionString: string, cache: ReadCache): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === READ_CACHE_CHANNEL) apply(cache, message.payload);
    });
    next.on('error', () => client === next && scheduleReconnect());
    next.on('end', () => client === next && scheduleReconnect());
    try {
      await next.connect();
      await next.query(`LISTEN ${READ_CACHE_CHANNEL}`);
    } catch (error) {
      void next.end().catch(() => undefined);
      throw error;
    }
    client = next;
  };

  const scheduleReconnect = () => {
    if (stopped || retry) return;
    const lost = client;
    client = undefined;
    void lost?.end().catch(() => undefined);
    // What others wrote while we were deaf is unknown: start afresh.
    cache.invalidateAll();
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch(scheduleReconnect);
    }, RECONNECT_MS);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end().catch(() => undefined);
  };
}
