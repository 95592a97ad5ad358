import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoClip } from './demo-audio.ts';
import { appPerFile } from '../test/test-app.ts';
import { negotiateEncoding } from './compression.ts';
import { createLocalStorage, uploadsRoot } from './storage.ts';

// A built PWA as the precompress plugin leaves it: each text file with its .br and .gz twins.
const webDist = mkdtempSync(path.join(tmpdir(), 'station-dist-'));
const script = `export const programme = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Émission ${i}`))};\n`;
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), `<!doctype html><title>Radio</title>${'<p>Radio Live</p>'.repeat(100)}`);
writeFileSync(path.join(webDist, 'assets/app-abc123.js'), script);
writeFileSync(path.join(webDist, 'assets/app-abc123.js.br'), brotliCompressSync(script));
writeFileSync(path.join(webDist, 'assets/app-abc123.js.gz'), gzipSync(script));
writeFileSync(path.join(webDist, 'assets/app-abc123.js.map'), '{"version":3}');

const t = appPerFile(() => ({ webDist }));
beforeAll(async () => {
  await createLocalStorage(uploadsRoot(t.config.dataDir)).write('musics/MixDJ/compression.mp3', demoClip(1, 2));
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.request(url, { headers });
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('negotiateEncoding (Accept-Encoding with q-values)', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['gzip;q=0.8, br', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip;q=0.1', 'gzip'],
    ['identity', null],
    ['gzip;q=0, br;q=0', null],
    ['', null],
  ])('%j → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('built assets: precompressed twins', () => {
  it('sends the brotli or gzip twin the browser accepts, and the plain file otherwise', async () => {
    const br = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(br.headers.get('Content-Type')).toMatch(/javascript/);
    expect(br.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(await bytesOf(br)).toString()).toBe(script);

    const gzip = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(await bytesOf(gzip)).toString()).toBe(script);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect((await bytesOf(plain)).toString()).toBe(script);
  });

  it('answers a range request with the plain bytes', async () => {
    const range = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'br', Range: 'bytes=0-9' });
    expect(range.status).toBe(206);
    expect(range.headers.get('Content-Encoding')).toBeNull();
    expect((await bytesOf(range)).toString()).toBe(script.slice(0, 10));
  });

  it('compresses the page shell on the fly and never serves source maps', async () => {
    const page = await get('/programme-calendrier', { 'Accept-Encoding': 'gzip' });
    expect(page.headers.get('Content-Encoding')).toBe('gzip');
    // The shell, its head filled for the URL (the share previews).
    expect(gunzipSync(await bytesOf(page)).toString()).toMatch(/<title>[^<]*Radio[^<]*<\/title>/);
    expect((await get('/assets/app-abc123.js.map')).status).toBe(404);
  });
});

describe('dynamic answers', () => {
  it('compresses a JSON list when asked, identical once decoded, and not otherwise', async () => {
    const plain = await get('/api/mixes');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toMatch(/Accept-Encoding/);
    const identity = await bytesOf(plain);
    expect(identity.byteLength).toBeGreaterThan(1024);

    const br = await get('/api/mixes', { 'Accept-Encoding': 'gzip, br' });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    const brBytes = await bytesOf(br);
    expect(brBytes.byteLength).toBeLessThan(identity.byteLength / 2);
    expect(JSON.parse(brotliDecompressSync(brBytes).toString())).toEqual(JSON.parse(identity.toString()));

    const gzip = await get('/api/mixes', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(await bytesOf(gzip)).toString())).toEqual(JSON.parse(identity.toString()));

    const refused = await get('/api/mixes', { 'Accept-Encoding': 'identity' });
    expect(refused.headers.get('Content-Encoding')).toBeNull();
  });

  it('leaves small answers alone', async () => {
    const health = await get('/api/health', { 'Accept-Encoding': 'br' });
    expect(health.status).toBe(200);
    expect(health.headers.get('Content-Encoding')).toBeNull();
  });

  it('never compresses the live stream nor audio, whole or in ranges', async () => {
    const live = await get('/api/live/stream', { 'Accept-Encoding': 'gzip, br' });
    expect(live.headers.get('Content-Type')).toBe('audio/mpeg');
    expect(live.headers.get('Content-Encoding')).toBeNull();
    // The stream is endless: its first bytes arrive at once, uncompressed (an MP3 frame's sync bits).
    const reader = live.body!.getReader();
    const first = await reader.read();
    await reader.cancel();
    expect([first.value![0], first.value![1] & 0xe0]).toEqual([0xff, 0xe0]);

    const audio = await get('/musics/MixDJ/compression.mp3', { 'Accept-Encoding': 'gzip, br' });
    expect(audio.headers.get('Content-Encoding')).toBeNull();
    expect((await bytesOf(audio))[0]).toBe(0xff); // an MP3 frame, as stored
    const range = await get('/musics/MixDJ/compression.mp3', { 'Accept-Encoding': 'gzip, br', Range: 'bytes=0-3' });
    expect(range.status).toBe(206);
    expect(range.headers.get('Content-Encoding')).toBeNull();
  });
});
