// Serving a stored file (disk or bucket) over HTTP: shared by the public media paths and the
// private files of their owners.
import { messages } from '@station/shared';
import type { Context } from 'hono';
import type { AppEnv } from './context.ts';
import { CONTENT_TYPES } from './content-types.ts';
import { parseRange } from './http-range.ts';

const isUploadName = (key: string) => /\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\./.test(key);

/**
 * A stored file with its type, validators and byte ranges (seek bars). `private`: a
 * person's own file (a contest registration's photo and song), never sent to a shared cache or a
 * public bucket address.
 */
export async function serveStored(c: Context<AppEnv>, key: string, { private: personal = false } = {}): Promise<Response> {
  // A bucket behind a CDN serves its public files itself (S3_PUBLIC_URL): send the browser there.
  const publicUrl = personal ? undefined : c.var.storage.publicUrl?.(key);
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
    'Cache-Control': personal ? 'private, no-store' : isUploadName(key) ? 'public, max-age=31536000, immutable' : 'public, max-age=86400',
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
