// Compression of every compressible answer (docs/decisions/085-compression.md): brotli or gzip as the browser
// asks, with its q-values. Built files carry their .br/.gz twins (lib/static.ts serves them); what
// is computed per request (JSON, the page, the manifest) is compressed here, above a small size.
// Never audio, video, images, ranges, or a stream that does not end (the live radio).
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';

export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Types worth compressing: text, JSON, JS, SVG, the manifest, XML. Never media or event streams. */
export const COMPRESSIBLE_TYPE = /^(text\/(?!event-stream)[\w.+-]+|application\/([\w.+-]*\+)?(json|javascript|xml|manifest\+json)|image\/svg\+xml)\s*(;|$)/i;

/** Our preferred encoding the client accepts (RFC 9110 §12.5.3): brotli first, then gzip; q=0 refuses. */
export function negotiateEncoding(acceptEncoding: string | undefined | null): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [rawName, ...params] = part.trim().split(';');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    const q = params.map((param) => param.trim().match(/^q=([\d.]+)$/i)).find(Boolean);
    weights.set(name, q ? Number(q[1]) : 1);
  }
  const weightOf = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const candidates = (['br', 'gzip'] as const).filter((name) => weightOf(name) > 0);
  if (candidates.length === 0) return null;
  // The highest weight wins; on a tie our order (brotli is smaller) decides.
  return candidates.reduce((best, name) => (weightOf(name) > weightOf(best) ? name : best));
}

/** Compresses with settings fit for a per-request answer (fast); built files use the maximum. */
export function compressBytes(bytes: Uint8Array, encoding: Encoding, quality: 'fast' | 'max' = 'fast'): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(bytes, { level: quality === 'max' ? 9 : 6 });
  return brotli(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality === 'max' ? 11 : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
    },
  });
}

export function shouldCompress(response: Response, method: string): boolean {
  if (method === 'HEAD') return false;
  if (response.status !== 200) return false; // 206 ranges, 304s and errors stay as they are
  const headers = response.headers;
  if (headers.has('Content-Encoding') || headers.has('Content-Range')) return false;
  if (/no-transform/i.test(headers.get('Cache-Control') ?? '')) return false;
  if (!COMPRESSIBLE_TYPE.test(headers.get('Content-Type') ?? '')) return false;
  // Last: reading `body` turns the answer's bytes into a stream, which the server then has to read
  // back instead of writing the bytes at once (a kept page, already compressed, never gets here).
  return response.body !== null;
}

/** Adds `Accept-Encoding` to Vary without dropping what is already there. */
export function varyOnEncoding(headers: Headers) {
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', 'Accept-Encoding');
  else if (!/accept-encoding|\*/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`);
}

/** Compresses on the fly every compressible answer of at least `threshold` bytes. */
export const compressResponses = ({ threshold = 1024 }: { threshold?: number } = {}) =>
  createMiddleware(async (c, next) => {
    await next();
    const response = c.res;
    if (!shouldCompress(response, c.req.method)) return;
    // Whether or not this one is compressed, the answer depends on Accept-Encoding.
    varyOnEncoding(response.headers);
    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return;
    const declaredLength = Number(response.headers.get('Content-Length') ?? Number.NaN);
    if (declaredLength < threshold) return;
    // Compressible types here are finite documents (event streams and media are excluded above).
    const bytes = new Uint8Array(await response.arrayBuffer());
    const headers = new Headers(response.headers);
    if (bytes.byteLength < threshold) return replaceResponse(c, new Response(bytes, { status: response.status, headers }));
    const compressed = await compressBytes(bytes, encoding);
    headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(compressed.byteLength));
    // The bytes differ from the identity answer's: its validator can only be weak now.
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    replaceResponse(c, new Response(new Uint8Array(compressed), { status: response.status, headers }));
  });

/** Hono merges the old answer's headers into a new one (Content-Length included): start clean. */
export function replaceResponse(c: Context, response: Response) {
  c.res = undefined;
  c.res = response;
}
