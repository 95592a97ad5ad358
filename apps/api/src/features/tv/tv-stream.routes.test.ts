import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages, type TvStream, tvMessages, UPLOAD_MAX_BYTES, uploadMessages } from '@station/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, withCookie } from '../../test/accounts.ts';
import { appPerFile } from '../../test/test-app.ts';
import { fileOf, formOf, imageBytes, textRenamedJpg } from '../../test/upload-fixtures.ts';
import { demoLivePlaylist } from './tv-demo.routes.ts';

const t = appPerFile(() => ({ dataDir: mkdtempSync(path.join(tmpdir(), 'station-tv-test-')) }));
let admin: string;
beforeAll(async () => {
  admin = (await loginAs(t.app, 'admin')).cookie;
});

const list = async (): Promise<TvStream[]> => (await t.app.request('/api/tv-streams')).json();
const send = (method: 'POST' | 'PUT', pathname: string, fields: Record<string, string | File | undefined>, cookie: string | null = admin) =>
  t.app.request(pathname, withCookie(cookie ?? undefined, { method, headers: { Origin: 'http://localhost' }, body: formOf(fields) }));
const remove = (id: number) => t.app.request(`/api/tv-streams/${id}`, withCookie(admin, { method: 'DELETE', headers: { Origin: 'http://localhost' } }));
const channel = { title: 'Concert du soir', description: 'En direct de la grande scène', stream_type: 'hls', stream_url: 'https://example.org/live/index.m3u8', is_live: 'true' };

describe('GET /api/tv-streams', () => {
  it("returns the demo channel, live, played from the app's own HLS playlist", async () => {
    const streams = await list();
    expect(streams).toHaveLength(1);
    expect(streams[0]).toMatchObject({ stream_type: 'hls', is_live: true, stream_url: '/tv/demo/live.m3u8' });
  });
});

describe('the demo channel', () => {
  it('serves a live playlist and its MPEG-TS segments with their content types', async () => {
    const playlist = await t.app.request('/tv/demo/live.m3u8');
    expect(playlist.headers.get('Content-Type')).toBe('application/vnd.apple.mpegurl');
    const text = await playlist.text();
    expect(text).toMatch(/^#EXTM3U/);
    expect(text).not.toContain('#EXT-X-ENDLIST');
    const names = text.split('\n').filter((line) => line.endsWith('.ts'));
    expect(names).toHaveLength(4);
    for (const name of new Set(names)) {
      const segment = await t.app.request(`/tv/demo/${name}`);
      expect(segment.status).toBe(200);
      expect(segment.headers.get('Content-Type')).toBe('video/mp2t');
      // MPEG-TS packets start with the sync byte 0x47.
      expect(new Uint8Array(await segment.arrayBuffer())[0]).toBe(0x47);
    }
    expect((await t.app.request('/tv/demo/segment-9.ts')).status).toBe(404);
    expect((await t.app.request('/tv/demo/..%2Fpackage.json')).status).toBe(404);
  });

  it('slides over the loop and marks each wrap as a discontinuity', () => {
    // At segment 9 (18 s): segments 6..9 are files 2, 3, 0, 1, with a wrap before the 0.
    const text = demoLivePlaylist(18_500);
    expect(text).toContain('#EXT-X-MEDIA-SEQUENCE:6');
    expect(text).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:1');
    expect(text.split('\n').filter((line) => line.endsWith('.ts') || line === '#EXT-X-DISCONTINUITY')).toEqual([
      'segment-2.ts',
      'segment-3.ts',
      '#EXT-X-DISCONTINUITY',
      'segment-0.ts',
      'segment-1.ts',
    ]);
    // The count restarts each day: hls.js cannot follow sequence numbers counted since 1970.
    const lateInTheDay = demoLivePlaylist(Date.UTC(2031, 5, 1, 23, 59, 59));
    expect(Number(/MEDIA-SEQUENCE:(\d+)/.exec(lateInTheDay)?.[1])).toBeLessThan(43_200);
  });
});

describe('admin CRUD of the TV streams', () => {
  it('adds a channel with a poster, edits it (the old poster removed) and deletes it (the poster removed)', async () => {
    const created = await send('POST', '/api/tv-streams', { ...channel, poster: fileOf(await imageBytes('jpeg', 1280, 720), 'affiche.jpg') });
    expect(created.status).toBe(201);
    const { stream } = (await created.json()) as { stream: TvStream };
    expect(stream).toMatchObject({ title: 'Concert du soir', stream_type: 'hls', is_live: true });
    expect(stream.poster_url).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    expect((await list())[0]?.id).toBe(stream.id);
    expect((await t.app.request(`/imageback/tv/${stream.poster_url}`)).status).toBe(200);

    const edited = await send('PUT', `/api/tv-streams/${stream.id}`, { ...channel, title: 'Concert rediffusé', is_live: 'false', poster: fileOf(await imageBytes('png', 640, 360), 'b.png') });
    expect(edited.status).toBe(200);
    const after = ((await edited.json()) as { stream: TvStream }).stream;
    expect(after).toMatchObject({ title: 'Concert rediffusé', is_live: false });
    expect(after.poster_url).not.toBe(stream.poster_url);
    expect((await t.app.request(`/imageback/tv/${stream.poster_url}`)).status).toBe(404);

    const kept = await send('PUT', `/api/tv-streams/${stream.id}`, { ...channel });
    expect(((await kept.json()) as { stream: TvStream }).stream.poster_url).toBe(after.poster_url);

    const deleted = await remove(stream.id);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toMatchObject({ message: tvMessages.deleted });
    expect((await list()).some((item) => item.id === stream.id)).toBe(false);
    expect((await t.app.request(`/imageback/tv/${after.poster_url}`)).status).toBe(404);
    expect((await remove(stream.id)).status).toBe(404);
  });

  it('keeps a Dailymotion link as its video id', async () => {
    const response = await send('POST', '/api/tv-streams', { title: 'Replay', stream_type: 'dailymotion', stream_url: 'https://www.dailymotion.com/video/x8abcde' });
    expect(((await response.json()) as { stream: TvStream }).stream).toMatchObject({ stream_url: 'x8abcde', is_live: false, poster_url: null });
  });

  it('refuses bad fields and bad posters in French, storing nothing', async () => {
    const before = await list();
    const cases: [Record<string, string | File>, number, string][] = [
      [{ ...channel, title: ' ' }, 400, tvMessages.titleRequired],
      [{ ...channel, stream_url: '' }, 400, tvMessages.urlRequired],
      [{ ...channel, stream_url: 'javascript:alert(1)' }, 400, tvMessages.urlInvalid],
      [{ ...channel, stream_type: 'youtube' }, 400, tvMessages.typeInvalid],
      [{ ...channel, stream_type: 'dailymotion', stream_url: 'https://example.org/x' }, 400, tvMessages.dailymotionInvalid],
      [{ ...channel, poster: fileOf(textRenamedJpg(), 'affiche.jpg', 'image/jpeg') }, 400, uploadMessages.notAnImage],
    ];
    const oversized = new Uint8Array(UPLOAD_MAX_BYTES.image + 1);
    oversized.set(await imageBytes('jpeg', 10, 10));
    cases.push([{ ...channel, poster: fileOf(oversized, 'enorme.jpg', 'image/jpeg') }, 413, uploadMessages.imageTooLarge]);
    for (const [fields, status, error] of cases) {
      const response = await send('POST', '/api/tv-streams', fields);
      expect(response.status, error).toBe(status);
      expect(await response.json()).toMatchObject({ error });
    }
    const missing = await send('PUT', '/api/tv-streams/999999', channel);
    expect(missing.status).toBe(404);
    expect(await list()).toEqual(before);
  });

  it('is for admins only', async () => {
    expect((await send('POST', '/api/tv-streams', channel, null)).status).toBe(401);
    const talent = await send('POST', '/api/tv-streams', channel, (await loginAs(t.app, 'talent')).cookie);
    expect(talent.status).toBe(403);
    expect(await talent.json()).toMatchObject({ error: messages.forbidden });
  });
});
