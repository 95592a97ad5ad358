// Listeners at scale (docs/decisions/180-listeners-at-scale.md): what a listener costs the app. A new event stream starts from the
// feed's snapshot without a query of its own, a burst of heartbeats becomes a few batched writes and
// an exact figure, and two API processes on one Postgres show the same figure.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ListenerCount, LISTENERS_EVENT, NOW_PLAYING_EVENT, type NowPlaying } from '@station/shared';
import { sql } from 'kysely';
import type { Kysely, KyselyPlugin, OperationNode, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, UnknownRow } from 'kysely';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { DEFAULT_RATE_LIMITS } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { createTestApp, json, testDatabaseKind } from '../../test/test-app.ts';

/** Every statement an app sends to its database, as "<kind> <first table>". */
class QueryLog implements KyselyPlugin {
  statements: string[] = [];
  transformQuery({ node }: PluginTransformQueryArgs) {
    const counting = JSON.stringify(node).includes('AggregateFunctionNode') ? 'count ' : '';
    this.statements.push(`${counting}${node.kind} ${firstTable(node) ?? ''}`.trim());
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
  about(kind: string, table: string) {
    return this.statements.filter((statement) => statement === `${kind} ${table}`).length;
  }
}

function firstTable(node: unknown): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const candidate = node as OperationNode & { table?: { identifier?: { name?: string } } };
  if (candidate.kind === 'TableNode') return candidate.table?.identifier?.name;
  for (const value of Object.values(node)) {
    const found = Array.isArray(value) ? value.map(firstTable).find(Boolean) : firstTable(value);
    if (found) return found;
  }
  return undefined;
}

let t: Awaited<ReturnType<typeof createTestApp>>;
let icecast: Server;
beforeAll(async () => {
  t = await createTestApp();
  // A real HTTP Icecast status with a title on the configured mount.
  icecast = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ icestats: { source: [{ listenurl: 'http://radio:8000/live', artist: 'Les Velours', title: 'Nuit claire', listeners: 12 }] } }));
  });
  await new Promise<void>((resolve) => icecast.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise<void>((resolve) => icecast.close(() => resolve()));
  await t.close();
});

/** Another API process over the given database pool (its own feed and presence: its own config). */
function appOver(db: Kysely<Database>, liveTickMs: number) {
  const icecastStatusUrl = `http://127.0.0.1:${(icecast.address() as AddressInfo).port}/status-json.xsl`;
  const config = {
    ...t.config,
    icecastStatusUrl,
    station: { ...t.config.station, streamUrl: 'http://radio:8000/live' },
    liveTickMs,
    rateLimits: { ...DEFAULT_RATE_LIMITS, newListenersPerAddress: 10_000 },
  };
  const { app, mailQueue } = createApp(config, db);
  // Over real HTTP, as in production: the event stream is written on Node's own response.
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  const url = once(server, 'listening').then(() => `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const close = async () => {
    (server as import('node:http').Server).closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await mailQueue.idle();
  };
  return { app, url, close };
}

/** Reads one event stream until it has sent its first title and figure. */
async function firstEvents(api: ReturnType<typeof appOver>) {
  const controller = new AbortController();
  const response = await fetch(`${await api.url}/api/live/now-playing/events`, { signal: controller.signal });
  expect(response.headers.get('Content-Type')).toContain('text/event-stream');
  expect(response.headers.get('Cache-Control')).toContain('no-store');
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const got: { nowPlaying?: NowPlaying; listeners?: ListenerCount; retry?: string } = {};
  let text = '';
  while (!got.nowPlaying || !got.listeners) {
    const { value, done } = await reader.read();
    if (done) throw new Error('event stream ended');
    text += decoder.decode(value, { stream: true });
    for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
      const block = text.slice(0, end);
      text = text.slice(end + 2);
      got.retry ??= /^retry: (\d+)$/m.exec(block)?.[1];
      const data = block.split('\n').find((line) => line.startsWith('data:'));
      if (!data) continue;
      if (block.includes(`event: ${NOW_PLAYING_EVENT}`)) got.nowPlaying = JSON.parse(data.slice(5));
      if (block.includes(`event: ${LISTENERS_EVENT}`)) got.listeners = JSON.parse(data.slice(5));
    }
  }
  return { ...got, close: () => controller.abort() };
}

describe('a listener costs almost nothing', () => {
  it('gives a new event stream the current title and figure from the shared snapshot, without a query of its own', async () => {
    await t.db.insertInto('live_listeners').values(['player-snap-1', 'player-snap-2', 'player-snap-3'].map((listener_id) => ({ listener_id, last_seen: sql`now()` }))).execute();
    const log = new QueryLog();
    // A tick far away: nothing reads during the test but what the streams themselves would. The
    // very first stream finds no snapshot and makes the one read (retried with a new process in
    // the rare case a starved machine made that read miss Icecast's title).
    let api = appOver(t.db.withPlugin(log), 60_000);
    let first = await firstEvents(api);
    for (let attempt = 1; attempt < 5 && first.nowPlaying?.track !== 'Les Velours - Nuit claire'; attempt += 1) {
      first.close();
      await api.close();
      api = appOver(t.db.withPlugin(log), 60_000);
      first = await firstEvents(api);
    }
    expect(log.statements.length).toBeGreaterThan(0);
    log.statements = [];
    const streams = await Promise.all(Array.from({ length: 50 }, () => firstEvents(api)));
    for (const stream of streams) {
      expect(stream.nowPlaying).toMatchObject({ track: 'Les Velours - Nuit claire', stream_up: true });
      expect(stream.listeners).toMatchObject({ listeners: 12, source: 'icecast', app_listeners: 3 });
    }
    expect(log.statements).toEqual([]);
    // The pages' fallback polls, while streams are open, take the same snapshot.
    for (let i = 0; i < 20; i += 1) {
      const polled = await fetch(`${await api.url}/api/live/now-playing`);
      expect(await polled.json()).toMatchObject({ track: 'Les Velours - Nuit claire', stream_up: true });
      expect((await (await fetch(`${await api.url}/api/live/listeners`)).json()).app_listeners).toBe(3);
    }
    expect(log.statements).toEqual([]);
    // Each stream tells its browser its own reconnection delay: spread, not one second for all.
    const delays = new Set(streams.map((stream) => stream.retry));
    expect(delays.size).toBeGreaterThan(10);
    for (const delay of delays) expect(Number(delay)).toBeGreaterThanOrEqual(5_000);
    for (const stream of [first, ...streams]) stream.close();
    await api.close();
  }, 60_000);

  it('writes a burst of heartbeats in a few batched statements, and counts them exactly', async () => {
    const log = new QueryLog();
    const api = appOver(t.db.withPlugin(log), 200);
    const ids = Array.from({ length: 300 }, (_, i) => `player-burst-${String(i).padStart(4, '0')}`);
    const beat = (listening: boolean) => (id: string) => api.app.request('/api/live/listeners', json('POST', { listener_id: id, listening }));
    const figure = async () => ((await (await api.app.request('/api/live/listeners')).json()) as ListenerCount).app_listeners;
    const base = await figure();
    await t.db.deleteFrom('live_listeners').execute();

    const statuses = await Promise.all(ids.map(beat(true)).map(async (response) => (await response).status));
    expect(statuses.every((status) => status === 200)).toBe(true);
    await expect.poll(figure, { timeout: 10_000 }).toBe(300);
    const firstUpserts = log.about('InsertQueryNode', 'live_listeners');
    expect(firstUpserts).toBeGreaterThanOrEqual(1);
    expect(firstUpserts).toBeLessThanOrEqual(10); // batches, not one a heartbeat
    expect(await t.db.selectFrom('live_listeners').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()).toEqual({ n: 300 });

    // The same players beating again (their next 20 s): known, nothing but the batch.
    log.statements = [];
    await Promise.all(ids.map(beat(true)));
    await Promise.all(ids.slice(0, 100).map(beat(false)));
    await expect.poll(figure, { timeout: 10_000 }).toBe(200);
    expect(log.about('SelectQueryNode', 'rate_limit_counters') + log.about('InsertQueryNode', 'rate_limit_counters')).toBe(0);
    expect(log.about('InsertQueryNode', 'live_listeners')).toBeLessThanOrEqual(10);
    expect(log.about('DeleteQueryNode', 'live_listeners')).toBeLessThanOrEqual(10);
    // Not one lookup per heartbeat either.
    expect(log.about('SelectQueryNode', 'live_listeners')).toBeLessThan(50);
    expect(base).toBeGreaterThanOrEqual(0);
    await api.close();
  }, 60_000);
});

// PGlite is one process by design: a second one only exists on Postgres.
describe.skipIf(testDatabaseKind !== 'postgres')('two API processes on one Postgres', () => {
  it('show the same figure, counted once for both', async () => {
    await t.db.deleteFrom('live_listeners').execute();
    const logA = new QueryLog();
    const logB = new QueryLog();
    const a = appOver(t.db.withPlugin(logA), 200);
    const b = appOver(t.connectAgain().withPlugin(logB), 200);
    const figureOf = (app: typeof a.app) => async () => ((await (await app.request('/api/live/listeners')).json()) as ListenerCount).app_listeners;
    const beat = (app: typeof a.app, id: string, listening = true) => app.request('/api/live/listeners', json('POST', { listener_id: id, listening }));
    // Players on both processes, each keeping its event stream open (both feeds tick).
    const streams = await Promise.all([firstEvents(a), firstEvents(b)]);
    await Promise.all(['player-two-a1', 'player-two-a2', 'player-two-a3'].map((id) => beat(a.app, id)));
    await Promise.all(['player-two-b1', 'player-two-b2'].map((id) => beat(b.app, id)));
    await expect.poll(figureOf(a.app), { timeout: 10_000 }).toBe(5);
    await expect.poll(figureOf(b.app), { timeout: 10_000 }).toBe(5);
    // A goodbye heard by one process reaches the other's figure.
    await beat(b.app, 'player-two-a1', false);
    await expect.poll(figureOf(a.app), { timeout: 10_000 }).toBe(4);
    await expect.poll(figureOf(b.app), { timeout: 10_000 }).toBe(4);
    // Both keep ticking (their streams are open), yet the count is made once a tick for both: a
    // process that finds a figure younger than a tick reads it instead. Without the sharing each
    // tick would read the figure twice (outside and under the lock) and count once: half as many
    // counts as figure reads; shared, about one count for three reads.
    logA.statements = [];
    logB.statements = [];
    const figureReads = () => logA.about('SelectQueryNode', 'live_figures') + logB.about('SelectQueryNode', 'live_figures');
    await expect.poll(figureReads, { timeout: 30_000 }).toBeGreaterThanOrEqual(60);
    const counts = logA.about('count SelectQueryNode', 'live_listeners') + logB.about('count SelectQueryNode', 'live_listeners');
    expect(counts).toBeGreaterThan(0);
    expect(counts).toBeLessThan(figureReads() * 0.4);
    for (const stream of streams) stream.close();
    await Promise.all([a.close(), b.close()]);
  }, 60_000);
});
