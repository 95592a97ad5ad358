import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createLocalStorage, uploadsRoot } from '../../lib/storage.ts';
import { wavHeader } from '../../lib/wav.ts';
import { appPerFile } from '../../test/test-app.ts';

const t = appPerFile();
// One second of silence as an uploaded WAV (uploads may be WAV; the demo's own audio is MP3).
const wav = Buffer.concat([wavHeader(8000, 16_000), Buffer.alloc(16_000)]);
beforeAll(async () => {
  const storage = createLocalStorage(uploadsRoot(t.config.dataDir));
  await storage.write('musics/MixDJ/essai.wav', wav);
  await storage.write('imageback/hero/essai.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
});

describe('stored files under the public paths', () => {
  it('serves a whole file with its type, length and a long-lived cache', async () => {
    const response = await t.app.request('/musics/MixDJ/essai.wav');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('audio/wav');
    expect(response.headers.get('Accept-Ranges')).toBe('bytes');
    expect(Number(response.headers.get('Content-Length'))).toBe(wav.length);
    expect(Buffer.from(await response.arrayBuffer()).equals(wav)).toBe(true);
    const image = await t.app.request('/imageback/hero/essai.svg');
    expect(image.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(image.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('answers byte ranges so audio seek bars work', async () => {
    const middle = await t.app.request('/musics/MixDJ/essai.wav', { headers: { Range: 'bytes=100-199' } });
    expect(middle.status).toBe(206);
    expect(middle.headers.get('Content-Range')).toBe(`bytes 100-199/${wav.length}`);
    expect(Buffer.from(await middle.arrayBuffer()).equals(wav.subarray(100, 200))).toBe(true);
    const open = await t.app.request('/musics/MixDJ/essai.wav', { headers: { Range: 'bytes=1000-' } });
    expect((await open.arrayBuffer()).byteLength).toBe(wav.length - 1000);
    const suffix = await t.app.request('/musics/MixDJ/essai.wav', { headers: { Range: 'bytes=-10' } });
    expect(Buffer.from(await suffix.arrayBuffer()).equals(wav.subarray(-10))).toBe(true);
    const beyond = await t.app.request('/musics/MixDJ/essai.wav', { headers: { Range: `bytes=${wav.length}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('Content-Range')).toBe(`bytes */${wav.length}`);
  });

  it('revalidates with an ETag and answers HEAD without a body', async () => {
    const first = await t.app.request('/imageback/hero/essai.svg');
    const again = await t.app.request('/imageback/hero/essai.svg', { headers: { 'If-None-Match': first.headers.get('ETag')! } });
    expect(again.status).toBe(304);
    const head = await t.app.request('/musics/MixDJ/essai.wav', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('Content-Length')).toBe(String(wav.length));
  });

  it('answers 404 for missing files, unknown folders and path tricks', async () => {
    for (const path of [
      '/musics/MixDJ/absent.wav',
      '/imageback/secret/essai.svg',
      '/Audioemission/..%2F..%2Fetc%2Fpasswd',
      '/imageback/hero/.hidden.svg',
      '/imageback/hero/essai.exe',
    ]) {
      const response = await t.app.request(path);
      expect(response.status, path).toBe(404);
    }
  });
});

describe("the demo's artwork", () => {
  it('is served to phones as WebP variants made at seed, as an upload is, and the SVG stays the original', async () => {
    const hero = await t.db.selectFrom('hero_images').select('image_filename').orderBy('id').executeTakeFirstOrThrow();
    const url = `/imageback/hero/${hero.image_filename}`;
    const original = await t.app.request(url);
    expect(original.headers.get('Content-Type')).toBe('image/svg+xml');
    for (const width of [640, 1280]) {
      const variant = await t.app.request(`${url}?w=${width}`);
      expect(variant.status).toBe(200);
      expect(variant.headers.get('Content-Type')).toBe('image/webp');
      const metadata = await sharp(Buffer.from(await variant.arrayBuffer())).metadata();
      expect([metadata.format, metadata.width]).toEqual(['webp', width]);
    }
  });
});
