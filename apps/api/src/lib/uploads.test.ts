import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { UPLOAD_MAX_BYTES, uploadMessages } from '@station/shared';
import { Hono } from 'hono';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mediaRoutes } from '../features/media/media.routes.ts';
import { fileOf, formOf, imageBytes, mp3Bytes, mp3HeaderOnText, textRenamedJpg } from '../test/upload-fixtures.ts';
import type { AppEnv } from './context.ts';
import { HttpError } from './errors.ts';
import { createLocalStorage } from './storage.ts';
import { readMultipart, removeStoredFile, storeUpload } from './uploads.ts';

// A real route over the real upload code and the real media route, on a throwaway folder.
function uploadApp() {
  const root = mkdtempSync(path.join(tmpdir(), 'station-uploads-test-'));
  const storage = createLocalStorage(root);
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('storage', storage);
    await next();
  });
  app.post('/upload', async (c) => {
    const form = await readMultipart(c, { image: 'image', audio: 'audio' });
    try {
      const image = form.files.image ? await storeUpload(storage, form.files.image, 'imageback/mixes') : null;
      const audio = form.files.audio ? await storeUpload(storage, form.files.audio, 'musics/MixDJ') : null;
      return c.json({ image, audio, titre: form.fields.titre ?? null }, 201);
    } finally {
      await form.discard();
    }
  });
  app.route('/', mediaRoutes);
  app.onError((error, c) => (error instanceof HttpError ? c.json({ error: error.message }, error.status) : c.json({ error: String(error) }, 500)));
  const storedFiles = () => readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name);
  return { app, storage, storedFiles };
}

const leftoverTemporaries = () => readdirSync(tmpdir()).filter((name) => name.startsWith('station-upload-'));
const send = (app: Hono<AppEnv>, form: FormData) => app.request('/upload', { method: 'POST', body: form });

describe('uploads: checked by their bytes, limited while they stream, nothing left when refused', () => {
  it('stores an image under a random name with its phone-sized WebP variants, served with ?w=640', async () => {
    const { app, storedFiles } = uploadApp();
    const response = await send(app, formOf({ titre: 'Nuit électro', image: fileOf(await imageBytes('jpeg', 3000, 2000), 'photo.png') }));
    expect(response.status).toBe(201);
    const { image, titre } = (await response.json()) as { image: string; titre: string };
    expect(titre).toBe('Nuit électro');
    // The name comes from the bytes (a JPEG sent as photo.png), never from the client.
    expect(image).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    expect(storedFiles().sort()).toEqual([image, image.replace('.jpg', '.w1280.webp'), image.replace('.jpg', '.w640.webp')].sort());

    const original = await app.request(`/imageback/mixes/${image}`);
    expect(original.headers.get('Content-Type')).toBe('image/jpeg');
    expect(original.headers.get('Cache-Control')).toContain('immutable');
    const phone = await app.request(`/imageback/mixes/${image}?w=640`);
    expect(phone.headers.get('Content-Type')).toBe('image/webp');
    const size = await sharp(Buffer.from(await phone.arrayBuffer())).metadata();
    expect(size.width).toBe(640);
    expect(Number(phone.headers.get('Content-Length'))).toBeLessThan(Number(original.headers.get('Content-Length')));
  });

  it('stores an MP3 and serves it with byte ranges', async () => {
    const { app } = uploadApp();
    const mp3 = mp3Bytes(3);
    const response = await send(app, formOf({ audio: fileOf(mp3, 'mix.mp3', 'audio/mpeg') }));
    expect(response.status).toBe(201);
    const { audio } = (await response.json()) as { audio: string };
    expect(audio).toMatch(/\.mp3$/);
    const part = await app.request(`/musics/MixDJ/${audio}`, { headers: { Range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('Content-Type')).toBe('audio/mpeg');
    expect(Buffer.from(await part.arrayBuffer()).equals(Buffer.from(mp3.subarray(0, 100)))).toBe(true);
  });

  it.each([
    ['a text file renamed .jpg', 'image', () => fileOf(textRenamedJpg(), 'photo.jpg', 'image/jpeg'), uploadMessages.notAnImage],
    ['an MP3 header on a text file', 'audio', () => fileOf(mp3HeaderOnText(), 'son.mp3', 'audio/mpeg'), uploadMessages.notAudio],
    ['an image sent as audio', 'audio', () => fileOf(new Uint8Array(1), 'x.mp3'), uploadMessages.notAudio],
    ['a 0-byte file', 'image', () => fileOf(new Uint8Array(0), 'vide.jpg', 'image/jpeg'), uploadMessages.emptyFile],
  ])('refuses %s with a French 400 and stores nothing', async (_name, field, file, message) => {
    const { app, storedFiles } = uploadApp();
    const before = leftoverTemporaries().length;
    const response = await send(app, formOf({ [field]: file() }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message });
    expect(storedFiles()).toEqual([]);
    expect(leftoverTemporaries().length).toBeLessThanOrEqual(before);
  });

  it('refuses a pixel flood (a tiny PNG that decodes to 100 megapixels) before decoding it', async () => {
    const { app, storedFiles } = uploadApp();
    const png = Buffer.from(await imageBytes('png', 1, 1));
    // IHDR starts at byte 8: length(4) 'IHDR'(4) width(4) height(4) ... CRC over type + data.
    png.writeUInt32BE(10_000, 16);
    png.writeUInt32BE(10_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    const response = await send(app, formOf({ image: fileOf(png, 'flood.png', 'image/png') }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(uploadMessages.imageDimensionsTooLarge);
    expect(storedFiles()).toEqual([]);
  });

  it('cuts an oversized image off at 10 MB with a French 413 and leaves nothing behind', async () => {
    const { app, storedFiles } = uploadApp();
    const before = leftoverTemporaries().length;
    const oversized = new Uint8Array(UPLOAD_MAX_BYTES.image + 1);
    oversized.set(await imageBytes('jpeg', 10, 10));
    const response = await send(app, formOf({ image: fileOf(oversized, 'enorme.jpg', 'image/jpeg') }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: uploadMessages.imageTooLarge });
    expect(storedFiles()).toEqual([]);
    expect(leftoverTemporaries().length).toBeLessThanOrEqual(before);
  });

  it('refuses a body that is not multipart', async () => {
    const { app } = uploadApp();
    const response = await app.request('/upload', { method: 'POST', body: '{"image":"x"}', headers: { 'Content-Type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: uploadMessages.notMultipart });
  });

  it('removes a stored file with its variants', async () => {
    const { app, storage, storedFiles } = uploadApp();
    const response = await send(app, formOf({ image: fileOf(await imageBytes('png', 800, 600), 'a.png') }));
    const { image } = (await response.json()) as { image: string };
    expect(storedFiles()).toHaveLength(3);
    await removeStoredFile(storage, 'imageback/mixes', image);
    expect(storedFiles()).toEqual([]);
  });
});
