// The S3 backend against a real S3-compatible server started by the test (s3rver, on 127.0.0.1):
// the same storage contract as the local disk, Range reads for audio, uploads with their variants,
// and the app serving its media from the bucket.
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { imageBytes, mp3Bytes } from '../test/upload-fixtures.ts';
import { createS3Storage, type S3Settings } from './s3-storage.ts';
import type { ReceivedFile } from './uploads.ts';
import { removeStoredFile, storeUpload } from './uploads.ts';

let server: S3rver;
let settings: S3Settings;

beforeAll(async () => {
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: mkdtempSync(path.join(tmpdir(), 'station-s3rver-')),
    configureBuckets: [{ name: 'station-media', configs: [] }],
  });
  const { port } = (await server.run()) as AddressInfo;
  settings = {
    bucket: 'station-media',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    // s3rver's fixed local credentials.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    prefix: 'radio-live',
  };
});
afterAll(() => server?.close());

const text = async (stream: ReadableStream<Uint8Array>) => Buffer.from(await new Response(stream).arrayBuffer());

describe('S3 storage (s3rver)', () => {
  it('writes, states, reads whole and by range, and removes', async () => {
    const storage = createS3Storage(settings);
    const audio = mp3Bytes(2);
    await storage.write('musics/MixDJ/essai.mp3', audio);
    const info = await storage.stat('musics/MixDJ/essai.mp3');
    expect(info?.size).toBe(audio.length);
    expect(info?.modifiedAt).toBeInstanceOf(Date);
    expect((await text(storage.read('musics/MixDJ/essai.mp3'))).equals(Buffer.from(audio))).toBe(true);
    expect((await text(storage.read('musics/MixDJ/essai.mp3', { start: 100, end: 199 }))).equals(Buffer.from(audio.subarray(100, 200)))).toBe(true);
    await storage.remove('musics/MixDJ/essai.mp3');
    expect(await storage.stat('musics/MixDJ/essai.mp3')).toBeUndefined();
    expect(await storage.stat('../etc/passwd')).toBeUndefined();
  });

  it('stores an upload streamed from its temporary file, with its image variants, and removes them all', async () => {
    const storage = createS3Storage(settings);
    const folder = mkdtempSync(path.join(tmpdir(), 'station-s3-upload-'));
    const tempPath = path.join(folder, 'photo');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(tempPath, await imageBytes('jpeg', 1600, 1000));
    const file: ReceivedFile = { field: 'image', kind: 'image', tempPath, size: 0, extension: 'jpg', mime: 'image/jpeg', originalName: 'photo.jpg' };
    const name = await storeUpload(storage, file, 'imageback/mixes');
    expect(await storage.stat(`imageback/mixes/${name}`)).toBeDefined();
    expect(await storage.stat(`imageback/mixes/${name.replace('.jpg', '.w640.webp')}`)).toBeDefined();
    await removeStoredFile(storage, 'imageback/mixes', name);
    expect(await storage.stat(`imageback/mixes/${name}`)).toBeUndefined();
    expect(await storage.stat(`imageback/mixes/${name.replace('.jpg', '.w640.webp')}`)).toBeUndefined();
  });

  it('serves the app’s media from the bucket, with byte ranges for audio', async () => {
    const t = await createTestApp({ s3: settings });
    try {
      const audio = mp3Bytes(3);
      await createS3Storage(settings).write('musics/MixDJ/depuis-s3.mp3', audio);
      const whole = await t.app.request('/musics/MixDJ/depuis-s3.mp3');
      expect(whole.status).toBe(200);
      expect(whole.headers.get('Content-Type')).toBe('audio/mpeg');
      expect(Number(whole.headers.get('Content-Length'))).toBe(audio.length);
      const part = await t.app.request('/musics/MixDJ/depuis-s3.mp3', { headers: { Range: 'bytes=0-99' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('Content-Range')).toBe(`bytes 0-99/${audio.length}`);
      expect(Buffer.from(await part.arrayBuffer()).equals(Buffer.from(audio.subarray(0, 100)))).toBe(true);
      expect((await t.app.request('/musics/MixDJ/absent.mp3')).status).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('sends browsers to the bucket’s public address when one is configured', async () => {
    const t = await createTestApp({ s3: { ...settings, publicUrl: 'https://cdn.radio-live.fr' } });
    try {
      const response = await t.app.request('/imageback/mixes/abc.jpg');
      expect(response.status).toBe(302);
      expect(response.headers.get('Location')).toBe('https://cdn.radio-live.fr/radio-live/imageback/mixes/abc.jpg');
    } finally {
      await t.close();
    }
  });
});
