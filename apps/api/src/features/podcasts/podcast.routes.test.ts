// The podcast feeds read back with a real feed parser and checked against the database;
// each enclosure fetched (size, byte ranges); a new replay appears, a deleted one goes; 304s.
import { operationsMessages, PODCAST_ARTWORK_SIZE, podcastMessages, recordingLabel } from '@station/shared';
import { createApp } from '../../app.ts';
import { createReadiness } from '../../lib/readiness.ts';
import Parser from 'rss-parser';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, withCookie } from '../../test/accounts.ts';
import { appPerFile } from '../../test/test-app.ts';
import { fileOf, formOf, mp3Bytes } from '../../test/upload-fixtures.ts';

type Item = { title: string; guid: string; pubDate: string; enclosure: { url: string; length: string; type: string }; itunes: { duration?: string } };
type Channel = { language: string; podcastGuid: string; itunes: Record<string, unknown> };
const parser = new Parser<Channel, Item>({ customFields: { feed: ['language', 'podcast:guid' as keyof Channel] } });

const t = appPerFile();
let admin: string;
beforeAll(async () => {
  admin = (await loginAs(t.app, 'admin')).cookie;
});

const ORIGIN = 'http://localhost';
const feedOf = async (path: string) => {
  const response = await t.app.request(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('Content-Type')).toBe('application/rss+xml; charset=utf-8');
  const xml = await response.text();
  return { response, xml, feed: await parser.parseString(xml) };
};
const emissionWith = (title: string) => t.db.selectFrom('emissions').selectAll().where('title', '=', title).executeTakeFirstOrThrow();
const replaysOf = (id: number) => t.db.selectFrom('emission_audio_files').selectAll().where('emission_id', '=', id).orderBy('id').execute();

describe("the feeds' links", () => {
  it("start with the station's own address, whatever Host the request claims", async () => {
    const emission = await emissionWith('Le Grand Direct');
    for (const path of [`/podcasts/${emission.id}.xml`, '/podcasts/station.xml']) {
      const xml = await (await t.app.request(`http://evil.example${path}`)).text();
      expect(xml, path).toContain(`${ORIGIN}/podcasts/`);
      expect(xml, path).not.toContain('evil.example');
    }
  });
});

describe('GET /podcasts/{emissionId}.xml', () => {
  it('is an RSS 2.0 podcast whose channel and items match the database', async () => {
    const emission = await emissionWith('Le Grand Direct');
    const { xml, feed } = await feedOf(`/podcasts/${emission.id}.xml`);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain('xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"');
    expect(xml).toContain('xmlns:podcast="https://podcastindex.org/namespace/1.0"');
    expect(feed.title).toBe(emission.title);
    expect(feed.description).toBe(emission.description);
    expect(feed.language).toBe('fr');
    expect(feed.itunes).toMatchObject({ author: t.config.station.name, explicit: 'false', categories: ['Music'] });
    expect(feed.itunes.owner).toEqual({ name: t.config.station.name, email: t.config.station.email });
    expect(feed.itunes.image).toBe(`${ORIGIN}/podcasts/artwork/${emission.id}.jpg`);
    expect((feed as unknown as Record<string, string>)['podcast:guid']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    const replays = await replaysOf(emission.id);
    const files = [emission.mp3_url, ...replays.map((replay) => replay.audio_filename)];
    expect(feed.items.map((item) => item.guid).sort()).toEqual(files.map((file) => `Audioemission/${file}`).sort());
    for (const item of feed.items) {
      expect(item.enclosure.type).toBe('audio/mpeg');
      expect(item.enclosure.url.startsWith(`${ORIGIN}/Audioemission/`)).toBe(true);
      // The seeded MP3s last 10 s: measured from the file by the feed, then kept in the row.
      expect(item.itunes.duration).toBe('00:00:10');
    }
    const replay = replays[0];
    const item = feed.items.find((entry) => entry.guid === `Audioemission/${replay.audio_filename}`)!;
    expect(item.title).toBe(recordingLabel(emission.title, replay.broadcast_date));
    expect(item.title).toMatch(/^Le Grand Direct du \d{1,2} \S+ \d{4}$/);
    // Broadcast at 18:00 Paris on its date.
    const paris = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Paris', dateStyle: 'short', timeStyle: 'short' }).format(new Date(item.pubDate));
    expect(paris).toBe(`${replay.broadcast_date} 18:00`);
    expect((await replaysOf(emission.id)).every((row) => row.duration_seconds === 10)).toBe(true);
  });

  it('gives each enclosure the exact size of the served file, which answers byte ranges', async () => {
    const { feed } = await feedOf('/podcasts/station.xml');
    expect(feed.items.length).toBeGreaterThan(3);
    for (const item of feed.items) {
      const path = new URL(item.enclosure.url).pathname;
      const whole = await t.app.request(path);
      expect(whole.status).toBe(200);
      expect((await whole.arrayBuffer()).byteLength).toBe(Number(item.enclosure.length));
      const part = await t.app.request(path, { headers: { Range: 'bytes=0-99' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('Content-Range')).toBe(`bytes 0-99/${item.enclosure.length}`);
      expect((await part.arrayBuffer()).byteLength).toBe(100);
    }
  });

  it('serves square JPEG artwork of at least 1400 pixels, made from the uploaded image', async () => {
    const emission = await emissionWith('Session Acoustique');
    const { feed } = await feedOf(`/podcasts/${emission.id}.xml`);
    for (const url of [feed.itunes.image as string, feed.image?.url as string]) {
      const response = await t.app.request(new URL(url).pathname);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('image/jpeg');
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: PODCAST_ARTWORK_SIZE, height: PODCAST_ARTWORK_SIZE });
    }
    const station = await t.app.request('/podcasts/artwork/station.jpg');
    expect((await sharp(Buffer.from(await station.arrayBuffer())).metadata()).width).toBe(PODCAST_ARTWORK_SIZE);
  });

  it('shows a new replay at once with its length and duration, and drops a deleted one', async () => {
    const emission = await emissionWith('Hip-Hop Culture');
    const path = `/podcasts/${emission.id}.xml`;
    const before = await feedOf(path);
    const etag = before.response.headers.get('ETag')!;
    expect((await t.app.request(path, { headers: { 'If-None-Match': etag } })).status).toBe(304);

    const dates = await t.db.selectFrom('emission_broadcast_dates').select('broadcast_date').where('emission_id', '=', emission.id).execute();
    const bytes = mp3Bytes(3);
    const added = await t.app.request(
      `/api/emissions/${emission.id}/audio`,
      withCookie(admin, { method: 'POST', headers: { Origin: ORIGIN }, body: formOf({ audio: fileOf(bytes, 'replay.mp3', 'audio/mpeg'), selectedAudioDate: dates[0].broadcast_date }) }),
    );
    expect(added.status, await added.clone().text()).toBe(201);
    const { data } = (await added.json()) as { data: { id: number; audio_filename: string } };

    expect((await t.app.request(path, { headers: { 'If-None-Match': etag } })).status).toBe(200);
    const after = await feedOf(path);
    expect(after.response.headers.get('ETag')).not.toBe(etag);
    expect(after.feed.items).toHaveLength(before.feed.items.length + 1);
    const item = after.feed.items.find((entry) => entry.guid === `Audioemission/${data.audio_filename}`)!;
    expect(item.enclosure).toMatchObject({ type: 'audio/mpeg', length: String(bytes.byteLength) });
    expect(item.itunes.duration).toBe('00:00:03');
    expect((await feedOf('/podcasts/station.xml')).feed.items.some((entry) => entry.guid === item.guid)).toBe(true);

    const removed = await t.app.request(`/api/emissions/${emission.id}/audio/${data.id}`, withCookie(admin, { method: 'DELETE', headers: { Origin: ORIGIN } }));
    expect(removed.status).toBe(200);
    const last = await feedOf(path);
    expect(last.feed.items.map((entry) => entry.guid)).toEqual(before.feed.items.map((entry) => entry.guid));
  });

  it('answers 304 to a poll that already has the feed (ETag, then Last-Modified)', async () => {
    const { response } = await feedOf('/podcasts/station.xml');
    const etag = response.headers.get('ETag')!;
    const lastModified = response.headers.get('Last-Modified')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(new Date(lastModified).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect((await t.app.request('/podcasts/station.xml', { headers: { 'If-None-Match': etag } })).status).toBe(304);
    expect((await t.app.request('/podcasts/station.xml', { headers: { 'If-Modified-Since': lastModified } })).status).toBe(304);
    expect((await t.app.request('/podcasts/station.xml', { headers: { 'If-None-Match': '"autre"' } })).status).toBe(200);
  });

  it('keeps the XML well formed whatever the titles hold', async () => {
    const emission = await emissionWith('Talents d’ici'.replace('’', "'"));
    const title = 'Rock & <Roll> "live" \u0001 l\'été';
    await t.db.updateTable('emissions').set({ title, description: 'a < b && c > d', updated_at: new Date() }).where('id', '=', emission.id).execute();
    const { feed } = await feedOf(`/podcasts/${emission.id}.xml`);
    expect(feed.title).toBe('Rock & <Roll> "live"  l\'été');
    expect(feed.description).toBe('a < b && c > d');
  });

  it('answers a French 404 for an unknown emission, one without recordings and odd names', async () => {
    const silent = await emissionWith('Afro Vibes');
    for (const path of ['/podcasts/999999.xml', `/podcasts/${silent.id}.xml`, '/podcasts/abc.xml', '/podcasts/0.xml', '/podcasts/1.rss', '/podcasts/artwork/x.jpg', '/podcasts/artwork/999999.jpg']) {
      const response = await t.app.request(path);
      expect(response.status, path).toBe(404);
      expect(((await response.json()) as { error: string }).error).toMatch(/introuvable|n'existe pas/);
    }
    expect(((await (await t.app.request(`/podcasts/${silent.id}.xml`)).json()) as { error: string }).error).toBe(podcastMessages.notFound);
  });

  it('answers a French 503 while the database is not ready yet, like the API', async () => {
    const { app } = createApp(t.config, t.db, { readiness: createReadiness(false) });
    for (const path of ['/podcasts/station.xml', '/podcasts/artwork/station.jpg', '/programme.ics', '/programme/1.ics']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(503);
      expect(await response.json()).toMatchObject({ error: operationsMessages.serviceStarting });
    }
  });
});
