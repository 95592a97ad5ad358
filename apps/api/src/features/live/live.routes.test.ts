import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ListenerCount, type NowPlaying, listenerCountSchema, messages, nowPlayingSchema } from '@station/shared';
import { serve } from '@hono/node-server';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, json } from '../../test/test-app.ts';
import { demoTitleAt } from './demo-titles.ts';
import { mountServing } from './icecast-status.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // A short tick: the batched listener figure settles quickly (the default is 1 s).
  t = await createTestApp({ liveTickMs: 200 });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

describe('GET /api/live/stream (the built-in demo stream)', () => {
  it('sends an endless MP3 that is never cached, starting with a few seconds of audio at once', async () => {
    const response = await t.app.request('/api/live/stream');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('audio/mpeg');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const reader = response.body!.getReader();
    const started = Date.now();
    let received = Buffer.alloc(0);
    while (received.length < 4 * 6_000 && Date.now() - started < 3_000) {
      const { value, done } = await reader.read();
      if (done) break;
      received = Buffer.concat([received, Buffer.from(value)]);
    }
    await reader.cancel();
    // MP3 frames from the first byte (no tag, no WAV header): every engine decodes them, Firefox too.
    expect(received[0]).toBe(0xff);
    expect(received[1] & 0xe0).toBe(0xe0);
    // Chromium waits for ~4 s of audio before it starts: the preroll comes at once, not in real time.
    // Read for 3 s at most, so 3.9 s of audio can only have come ahead of real time.
    const bytesPerSecond = 48_000 / 8; // the demo loop's constant bitrate
    expect(received.length).toBeGreaterThanOrEqual(3.9 * bytesPerSecond);
  });
});

/** Inserts programmes for the test and removes them afterwards. */
async function withProgrammes(rows: Array<Record<string, unknown>>, run: () => Promise<void>) {
  const inserted = await t.db.insertInto('programmes').values(rows as never).returning('id').execute();
  try {
    await run();
  } finally {
    await t.db.deleteFrom('programmes').where('id', 'in', inserted.map((row) => row.id)).execute();
  }
}

async function nowPlayingAt(isoInstant: string): Promise<NowPlaying> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(isoInstant));
  const response = await t.app.request('/api/live/now-playing');
  vi.useRealTimers();
  expect(response.status).toBe(200);
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  const body = await response.json();
  // Exactly the shape the web app reads (zod strips unknown fields: equal means none).
  expect(nowPlayingSchema.parse(body)).toEqual(body);
  return body;
}

describe('GET /api/live/now-playing', () => {
  // Monday 7 January 2030 (winter, Paris = UTC+1) has the seeded weekday slots, among them
  // 'Culture Club' 10:00–14:00 and 'Club Live' 19:00–23:59.
  it('gives the weekly programme on air in Paris time, with its instants and artwork', async () => {
    const { programme, track } = await nowPlayingAt('2030-01-07T10:30:00Z'); // 11:30 in Paris
    // The demo stream names its own titles.
    expect(track).toBe(demoTitleAt(new Date('2030-01-07T10:30:00Z')));
    expect(programme).toMatchObject({
      title: 'Culture Club',
      start_time: '10:00',
      end_time: '14:00',
      starts_at: '2030-01-07T09:00:00.000Z',
      ends_at: '2030-01-07T13:00:00.000Z',
    });
    expect(programme?.host).toBeTruthy();
    // No image of its own nor an emission: the host's photo.
    expect(programme?.artwork).toMatch(/^\/imageback\/animateurs\//);
  });

  it('prefers a one-off programme (specific_date) over the weekly slot it overlaps', async () => {
    await withProgrammes(
      [{ title: 'Spécial Élections', start_time: '11:00', end_time: '12:00', specific_date: '2030-01-07', days: [], host: 'Sophie' }],
      async () => {
        expect((await nowPlayingAt('2030-01-07T10:30:00Z')).programme).toMatchObject({
          title: 'Spécial Élections',
          ends_at: '2030-01-07T11:00:00.000Z',
        });
        // Before and after the one-off, the weekly slot again.
        expect((await nowPlayingAt('2030-01-07T09:59:59Z')).programme?.title).toBe('Culture Club');
        expect((await nowPlayingAt('2030-01-07T11:00:00Z')).programme?.title).toBe('Culture Club');
        // Another Monday: the one-off is not on air.
        expect((await nowPlayingAt('2030-01-14T10:30:00Z')).programme?.title).toBe('Culture Club');
      },
    );
  });

  it('keeps the late show on air until midnight and follows summer time', async () => {
    const late = await nowPlayingAt('2030-01-07T22:59:30Z'); // 23:59:30 in Paris
    expect(late.programme).toMatchObject({ title: 'Club Live', ends_at: '2030-01-07T23:00:00.000Z' });
    const summer = await nowPlayingAt('2030-07-01T08:30:00Z'); // Monday 10:30, Paris = UTC+2
    expect(summer.programme).toMatchObject({ title: 'Culture Club', starts_at: '2030-07-01T08:00:00.000Z' });
  });

  it('answers no programme between two slots', async () => {
    // Saturday 5 January 2030, 07:00 in Paris: the night ends at 06:00, the weekend morning starts at 08:00.
    expect((await nowPlayingAt('2030-01-05T06:00:00Z')).programme).toBeNull();
  });
});

describe('with an Icecast status', () => {
  let icecast: Server;
  let status: { code: number; body: unknown } = { code: 200, body: {} };
  beforeAll(async () => {
    icecast = createServer((_req, res) => {
      res.writeHead(status.code, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(status.body));
    });
    await new Promise<void>((resolve) => icecast.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => icecast.close(() => resolve())));
  const statusUrl = () => `http://127.0.0.1:${(icecast.address() as AddressInfo).port}/status-json.xsl`;

  const TWO_MOUNTS = {
    icestats: { source: [
      { listenurl: 'http://radio:8000/autodj', title: 'Playlist AutoDJ', listeners: 99 },
      { listenurl: 'http://radio:8000/live', artist: 'Les Velours', title: 'Nuit claire', listeners: 12, stream_start_iso8601: '2026-11-28T15:56:00+0000' },
    ] },
  };
  const appWith = (streamUrl: string) => createTestApp({ icecastStatusUrl: statusUrl(), station: { ...t.config.station, streamUrl } });

  it("reads the exact mount of STREAM_URL (its query string ignored): that mount's track and Icecast's figure, named", async () => {
    status = { code: 200, body: TWO_MOUNTS };
    const app = await appWith('https://radio.example/live?token=abc&player=app');
    try {
      const nowPlaying: NowPlaying = await (await app.app.request('/api/live/now-playing')).json();
      // When that mount's source connected, as Icecast wrote it ('+0000'), as an instant.
      expect(nowPlaying).toMatchObject({ track: 'Les Velours - Nuit claire', stream_up: true, stream_started_at: '2026-11-28T15:56:00.000Z' });
      const count: ListenerCount = await (await app.app.request('/api/live/listeners')).json();
      // Never added nor maxed with the app's own figure: Icecast's count, said to be Icecast's.
      expect(count).toEqual({ listeners: 12, source: 'icecast', app_listeners: 0, icecast_listeners: 12 });
    } finally {
      await app.close();
    }
  });

  it("shows the app's players when Icecast counts fewer (players reconnecting after an outage, or on HLS), named as the app's", async () => {
    status = { code: 200, body: { icestats: { source: { listenurl: 'http://radio:8000/live', title: 'Nuit claire', listeners: 0 } } } };
    const app = await appWith('https://radio.example/live');
    try {
      for (const listener_id of ['player-reconnecting-1', 'player-reconnecting-2']) {
        await app.app.request('/api/live/listeners', json('POST', { listener_id, listening: true }));
      }
      await expect
        .poll(async () => (await app.app.request('/api/live/listeners')).json(), { timeout: 10_000 })
        .toEqual({ listeners: 2, source: 'app', app_listeners: 2, icecast_listeners: 0 });
    } finally {
      await app.close();
    }
  });

  it("reads Icecast's /live for the documented address behind the proxy (https://<site>/radio/live), never /autodj", async () => {
    status = { code: 200, body: TWO_MOUNTS };
    const app = await appWith('https://radio.example.fr/radio/live');
    try {
      const nowPlaying: NowPlaying = await (await app.app.request('/api/live/now-playing')).json();
      expect(nowPlaying).toMatchObject({ track: 'Les Velours - Nuit claire', stream_up: true });
      const count: ListenerCount = await (await app.app.request('/api/live/listeners')).json();
      expect(count.icecast_listeners).toBe(12);
    } finally {
      await app.close();
    }
  });

  it('matches whole mount names only: /radio/olive is not /live', () => {
    expect(mountServing('/radio/live', ['/autodj', '/live'])).toBe('/live');
    expect(mountServing('/live', ['/live', '/radio/live'])).toBe('/live');
    expect(mountServing('/radio/live', ['/live', '/radio/live'])).toBe('/radio/live');
    expect(mountServing('/radio/olive', ['/live'])).toBeUndefined();
    expect(mountServing('/live.mp3', ['/live'])).toBeUndefined();
  });

  it("never shows another mount's title or figure while the configured mount is down", async () => {
    status = { code: 200, body: { icestats: { source: TWO_MOUNTS.icestats.source[0] } } };
    const app = await appWith('https://radio.example/live');
    try {
      const nowPlaying: NowPlaying = await (await app.app.request('/api/live/now-playing')).json();
      expect(nowPlaying).toMatchObject({ track: null, stream_up: false, stream_started_at: null });
      const count: ListenerCount = await (await app.app.request('/api/live/listeners')).json();
      expect(count).toEqual({ listeners: 0, source: 'app', app_listeners: 0, icecast_listeners: null });
    } finally {
      await app.close();
    }
  });

  it('pushes what is on air as Server-Sent Events, and the new title when Icecast has it', async () => {
    status = { code: 200, body: TWO_MOUNTS };
    const app = await appWith('http://radio:8000/live');
    const controller = new AbortController();
    try {
      const response = await app.app.request('/api/live/now-playing/events', { signal: controller.signal });
      expect(response.headers.get('Content-Type')).toContain('text/event-stream');
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let text = '';
      const nextEvent = async (): Promise<NowPlaying> => {
        for (;;) {
          const end = text.indexOf('\n\n');
          if (end >= 0) {
            const block = text.slice(0, end);
            text = text.slice(end + 2);
            const data = block.split('\n').find((line) => line.startsWith('data:'));
            if (block.includes('event: now-playing') && data) return JSON.parse(data.slice(5));
            continue;
          }
          const { value, done } = await reader.read();
          if (done) throw new Error('event stream ended');
          text += decoder.decode(value, { stream: true });
        }
      };
      expect(nowPlayingSchema.parse(await nextEvent())).toMatchObject({ track: 'Les Velours - Nuit claire', stream_up: true });
      const changedAt = Date.now();
      status = { code: 200, body: { icestats: { source: [{ ...TWO_MOUNTS.icestats.source[1], title: 'Aube rouge' }] } } };
      let latest = await nextEvent();
      while (latest.track !== 'Les Velours - Aube rouge') latest = await nextEvent();
      // One shared reader per process, ticking every 1.5 s over a 1 s cache: well within 5 s.
      expect(Date.now() - changedAt).toBeLessThan(5_000);
      await reader.cancel();
    } finally {
      controller.abort();
      await app.close();
    }
  });

  const SECRET = 'titres-secret-de-test-2026';
  const push = (app: Awaited<ReturnType<typeof createTestApp>>, body: unknown, authorization = `Bearer ${SECRET}`) =>
    app.app.request('/api/live/titles', json('POST', body, { Authorization: authorization }));

  it("takes Liquidsoap's pushed titles with their instants over Icecast's status, the recent ones in order", async () => {
    status = { code: 200, body: TWO_MOUNTS };
    const app = await createTestApp({ icecastStatusUrl: statusUrl(), streamTitlesSecret: SECRET, station: { ...t.config.station, streamUrl: 'https://radio.example/live' } });
    try {
      // Before any push: Icecast's title, stamped when the app first saw it.
      const before: NowPlaying = await (await app.app.request('/api/live/now-playing')).json();
      expect(before.track).toBe('Les Velours - Nuit claire');
      expect(before.titles.map((entry) => entry.title)).toEqual(['Les Velours - Nuit claire']);
      const first = Date.now() / 1000 - 4;
      expect((await push(app, { title: 'Studio - Premier titre', at: first })).status).toBe(204);
      expect((await push(app, { title: 'Studio - Second titre' })).status).toBe(204);
      const after = nowPlayingSchema.parse(await (await app.app.request('/api/live/now-playing')).json());
      // Icecast still names its own title: the pushes win, each at the instant it entered the stream.
      expect(after.track).toBe('Studio - Second titre');
      expect(after.titles.map((entry) => entry.title)).toEqual(['Studio - Premier titre', 'Studio - Second titre']);
      expect(Math.abs(Date.parse(after.titles[0]!.at) - first * 1000)).toBeLessThan(1);
      expect(Math.abs(Date.parse(after.titles[1]!.at) - Date.now())).toBeLessThan(5_000);
    } finally {
      await app.close();
    }
  });

  it('refuses a push without the shared secret (401) and a bad body with a French 400', async () => {
    const app = await createTestApp({ streamTitlesSecret: SECRET, station: { ...t.config.station, streamUrl: 'https://radio.example/live' } });
    const unconfigured = await createTestApp({ station: { ...t.config.station, streamUrl: 'https://radio.example/live' } });
    try {
      for (const authorization of ['', 'Bearer mauvais-secret-de-test', SECRET]) {
        const refused = await push(app, { title: 'Intrus' }, authorization);
        expect(refused.status).toBe(401);
        expect(await refused.json()).toMatchObject({ error: messages.titlePushRefused });
      }
      expect((await push(unconfigured, { title: 'Intrus' })).status).toBe(401);
      for (const body of [{}, { title: '   ' }, { title: 'x'.repeat(501) }, { title: 'Ok', at: 'hier' }, 'texte']) {
        const bad = await push(app, body);
        expect(bad.status).toBe(400);
        expect(await bad.json()).toMatchObject({ error: messages.titlePushInvalid });
      }
      const nowPlaying: NowPlaying = await (await app.app.request('/api/live/now-playing')).json();
      expect(nowPlaying).toMatchObject({ track: null, titles: [] });
      // No answer carries the secret.
      expect(JSON.stringify(nowPlaying)).not.toContain(SECRET);
    } finally {
      await Promise.all([app.close(), unconfigured.close()]);
    }
  });

  it('answers without a track when Icecast fails', async () => {
    status = { code: 500, body: { error: 'down' } };
    // A station's stream (the demo stream names its own titles).
    const app = await appWith('https://radio.example/live');
    try {
      const response = await app.app.request('/api/live/now-playing');
      expect(response.status).toBe(200);
      expect((await response.json()).track).toBeNull();
      expect(await (await app.app.request('/api/live/listeners')).json()).toMatchObject({ icecast_listeners: null });
    } finally {
      await app.close();
    }
  });
});

describe('listeners: heartbeats and GET /api/live/listeners', () => {
  const heartbeat = (listener_id: string, listening: boolean) => t.app.request('/api/live/listeners', json('POST', { listener_id, listening }));
  const count = async (): Promise<number> => (await (await t.app.request('/api/live/listeners')).json()).listeners;
  // Heartbeats are written in batches and the figure made once a tick (docs/decisions/180-listeners-at-scale.md): the
  // figure is awaited, not expected at once.
  const figure = () => expect.poll(count, { timeout: 10_000 });

  it('counts distinct players heard in the last minute, and forgets one that stops', async () => {
    await figure().toBe(0);
    const first = await heartbeat('player-aaaaaaaa', true);
    expect(first.status).toBe(200);
    const firstBody = await first.json();
    // The figure of the last tick, in exactly the shape the web app reads.
    expect(listenerCountSchema.parse(firstBody)).toEqual(firstBody);
    expect(firstBody).toMatchObject({ source: 'app', icecast_listeners: null });
    await figure().toBe(1);
    await heartbeat('player-bbbbbbbb', true);
    await heartbeat('player-aaaaaaaa', true); // the same player again is still one listener
    await figure().toBe(2);

    await heartbeat('player-aaaaaaaa', false);
    await figure().toBe(1);

    // A player silent for more than a minute (a closed tab) no longer counts.
    await t.db.updateTable('live_listeners').set({ last_seen: sql`now() - interval '61 seconds'` }).where('listener_id', '=', 'player-bbbbbbbb').execute();
    await figure().toBe(0);
    const response = await t.app.request('/api/live/listeners');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('forgets a player as soon as its event stream closes (a browser gone without a goodbye)', async () => {
    // Over real HTTP: the closing is a socket that goes away.
    const server = serve({ fetch: t.app.fetch, hostname: '127.0.0.1', port: 0 });
    await once(server, 'listening');
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const openEvents = async (listener: string) => {
      const closing = new AbortController();
      const response = await fetch(`${base}/api/live/now-playing/events?listener=${encodeURIComponent(listener)}`, { signal: closing.signal });
      await response.body!.getReader().read();
      return { status: response.status, close: () => closing.abort() };
    };
    try {
      await heartbeat('player-dddddddd', true);
      await heartbeat('player-eeeeeeee', true);
      const events = await openEvents('player-dddddddd');
      await figure().toBe(2);
      events.close();
      await figure().toBe(1);
      // The one left is the other player, whose heartbeats go on.
      await heartbeat('player-eeeeeeee', true);
      await figure().toBe(1);
      // An id that is not a player's is ignored, never an error.
      const odd = await openEvents("x'--");
      expect(odd.status).toBe(200);
      odd.close();
      await heartbeat('player-eeeeeeee', true);
      await figure().toBe(1);
      expect(await t.db.selectFrom('live_listeners').select('listener_id').where('listener_id', '=', 'player-dddddddd').execute()).toEqual([]);
    } finally {
      server.close();
    }
  });

  it('refuses a missing body with a French 400', async () => {
    const response = await t.app.request('/api/live/listeners', { method: 'POST', headers: { Origin: 'http://localhost' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: messages.listenerHeartbeatInvalid, code: 'invalid_body' });
  });

  it.each([
    ['a missing id', { listening: true }],
    ['a short id', { listener_id: 'abc', listening: true }],
    ['an id with odd characters', { listener_id: "x'; drop table--", listening: true }],
    ['a string for listening', { listener_id: 'player-cccccccc', listening: 'yes' }],
  ])('refuses %s with a French 400', async (_label, body) => {
    const response = await t.app.request('/api/live/listeners', json('POST', body));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: messages.listenerHeartbeatInvalid, code: 'invalid_body' });
  });
});
