import type { TvStream } from '@station/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/tv-streams', () => {
  it('returns the demo channel', async () => {
    const streams: TvStream[] = await (await t.app.request('/api/tv-streams')).json();
    expect(streams).toHaveLength(1);
    expect(streams[0]).toMatchObject({ stream_type: 'hls', is_live: false });
    expect(streams[0].stream_url).toMatch(/^https:\/\/.+\.m3u8$/);
  });

  it('lists the most recently updated stream first', async () => {
    await t.db
      .insertInto('tv_streams')
      .values({ title: 'Ancienne chaîne', stream_url: 'https://example.org/old.m3u8', stream_type: 'hls', poster_url: null, description: null, updated_at: new Date('2020-01-01') })
      .execute();
    await t.db
      .insertInto('tv_streams')
      .values({ title: 'Chaîne du jour', stream_url: 'https://example.org/new.m3u8', stream_type: 'hls', poster_url: null, description: null, updated_at: new Date(Date.now() + 60_000) })
      .execute();
    const streams: TvStream[] = await (await t.app.request('/api/tv-streams')).json();
    expect(streams.map((stream) => stream.title).at(0)).toBe('Chaîne du jour');
    expect(streams.map((stream) => stream.title).at(-1)).toBe('Ancienne chaîne');
  });
});
