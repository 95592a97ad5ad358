// Multipart uploads, once for every feature: each file streams to a temporary
// file while it arrives (a 500 MB mix is never held in memory), is cut off at its kind's size
// limit (413), and is judged by its first bytes, never by its name. Whatever is refused leaves
// nothing behind. Services then store the accepted files under random names with storeUpload().
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { IMAGE_VARIANT_WIDTHS, operationsMessages, UPLOAD_MAX_BYTES, type UploadKind, uploadMessages } from '@station/shared';
import busboy from 'busboy';
import { fileTypeFromBuffer } from 'file-type';
import type { Context } from 'hono';
import sharp from 'sharp';
import type { AppEnv } from './context.ts';
import { HttpError } from './errors.ts';
import { looksLikeMp3 } from './mp3-frames.ts';
import { hasInvalidText } from './request-limits.ts';
import { imageVariantKey, MAX_IMAGE_PIXELS, writeImageVariants } from './image-variants.ts';
import type { Storage } from './storage.ts';

export interface ReceivedFile {
  field: string;
  kind: UploadKind;
  tempPath: string;
  size: number;
  /** From the bytes: 'jpg', 'png', 'webp', 'gif', 'avif', 'mp3', 'aac', 'm4a', 'ogg', 'wav'. */
  extension: string;
  mime: string;
  originalName: string;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: Partial<Record<string, ReceivedFile>>;
  /** Removes the temporary files: call it once the files are stored (or refused). */
  discard(): Promise<void>;
}

const ACCEPTED: Record<UploadKind, Record<string, string>> = {
  // file-type's extension → the extension we store under.
  image: { jpg: 'jpg', png: 'png', webp: 'webp', gif: 'gif', avif: 'avif' },
  audio: { mp3: 'mp3', aac: 'aac', m4a: 'm4a', mp4: 'm4a', ogg: 'ogg', oga: 'ogg', opus: 'ogg', wav: 'wav' },
};
const MIME: Record<string, string> = {
  jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif', avif: 'image/avif',
  mp3: 'audio/mpeg', aac: 'audio/aac', m4a: 'audio/mp4', ogg: 'audio/ogg', wav: 'audio/wav',
};
const SNIFF_BYTES = 4100;
const MAX_FIELDS = 60;
const MAX_FIELD_BYTES = 100_000;

const tooLarge = (kind: UploadKind) =>
  new HttpError(413, kind === 'image' ? uploadMessages.imageTooLarge : uploadMessages.audioTooLarge, 'file_too_large');

/**
 * Reads a multipart body. `accepted` names the file fields and their kind; other file fields are
 * drained and ignored, like extra text fields. Throws HttpError (400/413) with nothing left on disk.
 */
export async function readMultipart(c: Context<AppEnv>, accepted: Record<string, UploadKind>): Promise<MultipartForm> {
  const contentType = c.req.header('Content-Type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data') || !c.req.raw.body) {
    throw new HttpError(400, uploadMessages.notMultipart, 'not_multipart');
  }
  const kinds = Object.values(accepted);
  const largest = Math.max(...kinds.map((kind) => UPLOAD_MAX_BYTES[kind]));
  const bodyCeiling = kinds.reduce((sum, kind) => sum + UPLOAD_MAX_BYTES[kind], 0) + MAX_FIELDS * MAX_FIELD_BYTES;
  const declared = Number(c.req.header('Content-Length'));
  if (Number.isFinite(declared) && declared > bodyCeiling) throw new HttpError(413, uploadMessages.bodyTooLarge, 'body_too_large');

  const folder = await mkdtemp(path.join(tmpdir(), 'station-upload-'));
  const form: MultipartForm = { fields: {}, files: {}, discard: () => rm(folder, { recursive: true, force: true }) };
  try {
    await parseInto(c, contentType, accepted, largest, folder, form);
    for (const file of Object.values(form.files)) if (file) await checkBytes(file);
    return form;
  } catch (error) {
    await form.discard();
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, uploadMessages.uploadInterrupted, 'upload_interrupted');
  }
}

function parseInto(
  c: Context<AppEnv>,
  contentType: string,
  accepted: Record<string, UploadKind>,
  largest: number,
  folder: string,
  form: MultipartForm,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        limits: { fileSize: largest + 1, files: Object.keys(accepted).length + 5, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES },
      });
    } catch {
      reject(new HttpError(400, uploadMessages.notMultipart, 'not_multipart'));
      return;
    }
    const source = Readable.fromWeb(c.req.raw.body as import('node:stream/web').ReadableStream<Uint8Array>);
    const writes: Promise<void>[] = [];
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      source.unpipe(parser);
      source.destroy();
      reject(error);
    };
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(new HttpError(413, uploadMessages.bodyTooLarge, 'field_too_large'));
      // Text no column can hold (a NUL) is refused here, as lib/request-limits.ts does for JSON.
      else if (hasInvalidText(name) || hasInvalidText(value)) fail(new HttpError(400, operationsMessages.invalidText, 'invalid_text'));
      else form.fields[name] = value;
    });
    parser.on('fieldsLimit', () => fail(new HttpError(400, uploadMessages.tooManyFields, 'too_many_fields')));
    parser.on('file', (name, stream, info) => {
      const kind = accepted[name];
      // A file input left empty still sends a part with no name and no bytes: not an upload.
      if (!kind || !info.filename || form.files[name]) {
        stream.resume();
        return;
      }
      const tempPath = path.join(folder, randomUUID());
      const file: ReceivedFile = { field: name, kind, tempPath, size: 0, extension: '', mime: '', originalName: info.filename };
      form.files[name] = file;
      const head: Buffer[] = [];
      let headBytes = 0;
      stream.on('data', (chunk: Buffer) => {
        file.size += chunk.length;
        if (headBytes < SNIFF_BYTES) {
          head.push(chunk);
          headBytes += chunk.length;
        }
        if (file.size > UPLOAD_MAX_BYTES[kind]) {
          stream.destroy();
          fail(tooLarge(kind));
        }
      });
      writes.push(
        pipeline(stream, createWriteStream(tempPath)).then(
          () => {
            (file as ReceivedFile & { head?: Buffer }).head = Buffer.concat(head).subarray(0, SNIFF_BYTES);
          },
          (error) => fail(failed ? error : tooLargeOr(error, kind)),
        ),
      );
    });
    parser.on('error', (error) => fail(error));
    parser.on('close', () => {
      Promise.all(writes).then(() => (failed ? undefined : resolve()), fail);
    });
    source.on('error', (error) => fail(error));
    source.pipe(parser);
  });
}

// A stream destroyed for its size surfaces as a premature close: report the size, not the close.
const tooLargeOr = (error: unknown, kind: UploadKind) =>
  error instanceof Error && error.message.includes('Premature close') ? tooLarge(kind) : error;

async function checkBytes(file: ReceivedFile & { head?: Buffer }): Promise<void> {
  if (file.size === 0) throw new HttpError(400, uploadMessages.emptyFile, 'empty_file');
  const detected = await fileTypeFromBuffer(file.head ?? Buffer.alloc(0));
  const extension = detected ? ACCEPTED[file.kind][detected.ext] : undefined;
  if (!extension) {
    throw new HttpError(400, file.kind === 'image' ? uploadMessages.notAnImage : uploadMessages.notAudio, 'invalid_file_type');
  }
  if (extension === 'mp3' && !looksLikeMp3(file.head ?? Buffer.alloc(0))) {
    throw new HttpError(400, uploadMessages.notAudio, 'invalid_file_type');
  }
  file.extension = extension;
  file.mime = MIME[extension];
  if (file.kind === 'image') {
    // The header must decode, and its size must be sane, before anything resizes it.
    const meta = await sharp(file.tempPath, { limitInputPixels: false }).metadata().catch(() => undefined);
    if (!meta?.width || !meta.height) throw new HttpError(400, uploadMessages.notAnImage, 'invalid_file_type');
    if (meta.width * meta.height > MAX_IMAGE_PIXELS) {
      throw new HttpError(400, uploadMessages.imageDimensionsTooLarge, 'image_too_large');
    }
  }
}

/** The key of an image's square JPEG for podcast apps, made the first time a feed needs it. */
export const podcastArtworkKey = (key: string) => `${key.replace(/\.[a-z0-9]+$/i, '')}.podcast.jpg`;

/**
 * Stores an accepted upload under `folder` with a random name and returns that name (what the
 * tables keep). Images also get their WebP variants, so a phone never downloads a 6 MB photo.
 */
export async function storeUpload(storage: Storage, file: ReceivedFile, folder: string): Promise<string> {
  const name = `${randomUUID()}.${file.extension}`;
  const key = `${folder}/${name}`;
  await storage.writeFromFile(key, file.tempPath);
  if (file.kind === 'image') {
    try {
      await writeImageVariants(storage, key, file.tempPath);
    } catch {
      await removeStoredFile(storage, folder, name);
      throw new HttpError(400, uploadMessages.notAnImage, 'invalid_file_type');
    }
  }
  return name;
}

/** Removes a stored file and its image variants; a name that is a URL (not ours) is left alone. */
export async function removeStoredFile(storage: Storage, folder: string, name: string | null | undefined): Promise<void> {
  if (!name || name.includes('/') || name.includes(':')) return;
  const key = `${folder}/${name}`;
  await storage.remove(key);
  for (const width of IMAGE_VARIANT_WIDTHS) await storage.remove(imageVariantKey(key, width));
  await storage.remove(podcastArtworkKey(key));
}

const UPLOAD_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]+$/;

/**
 * removeStoredFile() for a name storeUpload() made; the demo's artwork (fixed names such as
 * 'hero-1.svg') is left alone: in-memory instances share one folder (uploadsRoot), so another
 * instance may still serve it, and each start writes it again anyway.
 */
export async function removeUploadedFile(storage: Storage, folder: string, name: string | null | undefined): Promise<void> {
  if (name && UPLOAD_NAME.test(name)) await removeStoredFile(storage, folder, name);
}
