// Stored images and audio under the spec's public paths (spec 1 §3, spec 2 §3). Audio answers
// byte ranges so seek bars work (DECISIONS.md 9).
import { IMAGE_FOLDERS, IMAGE_VARIANT_WIDTHS, messages } from '@station/shared';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { CONTENT_TYPES } from '../../lib/content-types.ts';
import { parseRange } from '../../lib/http-range.ts';
import { imageVariantKey } from '../../lib/uploads.ts';


const isUploadName = (key: string) => /\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\./.test(key);

async function serveStored(c: Context<AppEnv>, key: string): Promise<Response> {
  // A bucket behind a CDN serves its files itself (S3_PUBLIC_URL): send the browser there.
  const publicUrl = c.var.storage.publicUrl?.(key);
  if (publicUrl) return c.redirect(publicUrl, 302);
  const file = await c.var.storage.stat(key);
  const extension = key.split('.').pop()?.toLowerCase() ?? '';
  const contentType = CONTENT_TYPES[extension];
  if (!file || !contentType) return c.json({ error: messages.fileNotFound, code: 'not_found' }, 404);

  const etag = `W/"${file.size.toString(36)}-${file.modifiedAt.getTime().toString(36)}"`;
  const headers: Record<string, string> = {
    'Content-Type': contentType,
    'Accept-Ranges': 'bytes',
    ETag: etag,
    'Last-Modified': file.modifiedAt.toUTCString(),
    // Uploads get a new random name when replaced, so a stored name never changes content.
    'Cache-Control': isUploadName(key) ? 'public, max-age=31536000, immutable' : 'public, max-age=86400',
    'X-Content-Type-Options': 'nosniff',
    // A stored file is never a page: no script runs even if an SVG is opened directly.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  };
  if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers);

  const range = parseRange(c.req.header('Range'), file.size);
  if (range.kind === 'unsatisfiable') {
    return c.json({ error: messages.rangeNotSatisfiable }, 416, { 'Content-Range': `bytes */${file.size}` });
  }
  const partial = range.kind === 'range';
  const start = partial ? range.start : 0;
  const end = partial ? range.end : file.size - 1;
  headers['Content-Length'] = String(end - start + 1);
  if (partial) headers['Content-Range'] = `bytes ${start}-${end}/${file.size}`;
  const status = partial ? 206 : 200;
  // HEAD: headers only, and no file handle opened for a body nobody reads.
  if (c.req.method === 'HEAD' || file.size === 0) return c.body(null, status, headers);
  return c.body(c.var.storage.read(key, { start, end }), status, headers);
}

export const mediaRoutes = new Hono<AppEnv>()
  .get('/imageback/:folder/:file', async (c) => {
    const { folder, file } = c.req.param();
    if (!(IMAGE_FOLDERS as readonly string[]).includes(folder)) {
      return c.json({ error: messages.fileNotFound, code: 'not_found' }, 404);
    }
    const key = `imageback/${folder}/${file}`;
    // `?w=640`: the phone-sized WebP variant made at upload (lib/uploads.ts), else the original.
    const width = Number(c.req.query('w'));
    if ((IMAGE_VARIANT_WIDTHS as readonly number[]).includes(width)) {
      const variant = imageVariantKey(key, width);
      if (await c.var.storage.stat(variant)) return serveStored(c, variant);
    }
    return serveStored(c, key);
  })
  .get('/musics/MixDJ/:file', (c) => serveStored(c, `musics/MixDJ/${c.req.param('file')}`))
  .get('/Audioemission/:file', (c) => serveStored(c, `Audioemission/${c.req.param('file')}`));
