// Serves the built PWA: hashed assets cached for a year, everything else revalidated, and the
// SPA shell for any other GET so client routes (and their 404 page) work on reload. Built text
// files have .br/.gz twins made at build time (apps/web/scripts/precompress-plugin.ts): the twin the
// browser accepts is sent as is (docs/decisions/085-compression.md). Source maps are built but never served.
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { getMimeType } from 'hono/utils/mime';
import { builtFileText } from './built-file.ts';
import { COMPRESSIBLE_TYPE, compressBytes, type Encoding, negotiateEncoding, varyOnEncoding } from './compression.ts';
import type { AppEnv } from './context.ts';
import { routeHints } from './route-hints.ts';

const TWIN_SUFFIX = { br: '.br', gzip: '.gz' } as const;

function fileSize(file: string): number | null {
  try {
    const stats = statSync(file);
    return stats.isFile() ? stats.size : null;
  } catch {
    return null;
  }
}

/** Answers a built file with its precompressed twin when the browser accepts one (never for ranges). */
const servePrecompressed = (webDist: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || c.req.header('Range')) return next();
    let relative: string;
    try {
      relative = decodeURIComponent(c.req.path);
    } catch {
      return next();
    }
    if (relative.includes('..') || relative.includes('\0')) return next();
    const file = path.join(webDist, relative);
    const type = getMimeType(file);
    if (!type || !COMPRESSIBLE_TYPE.test(type) || fileSize(file) === null) return next();
    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
    const twin = encoding ? `${file}${TWIN_SUFFIX[encoding]}` : null;
    // A twin older than its file is stale (the file was replaced after the build): not sent.
    const twinStats = twin ? statSync(twin, { throwIfNoEntry: false }) : undefined;
    const twinSize = twinStats?.isFile() && twinStats.mtimeMs >= statSync(file).mtimeMs ? twinStats.size : null;
    // No twin (a tiny file, or no encoding accepted): the plain file, compressed on the fly if worth it.
    if (!encoding || !twin || twinSize === null) return next();
    const headers = {
      'Content-Type': type,
      'Content-Encoding': encoding,
      'Content-Length': String(twinSize),
      Vary: 'Accept-Encoding',
      'Last-Modified': statSync(file).mtime.toUTCString(),
    };
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.body(Readable.toWeb(createReadStream(twin)) as ReadableStream, 200, headers);
  });

/** Fills the shell for the requested URL: its head (the share previews), its rendered page. */
/** A page for one person only (a staff screen with its data): never stored, never answered with a 304. */
export interface PrivatePage {
  html: string;
  setCookies: string[];
}

export type ShellRenderer = (c: Context<AppEnv>, shell: string) => Promise<string | PrivatePage>;

/** A page's bytes, validator and compressed forms, made once for as long as the page stays the same. */
interface PreparedPage {
  bytes: Uint8Array;
  etag: string;
  /** Rendered by the server (it carries its lists), rather than the bare shell. */
  rendered: boolean;
  encoded: Partial<Record<Encoding, Promise<Uint8Array>>>;
}
const MAX_PREPARED = 100;

/**
 * The same HTML answers many requests (a rendered page is kept until a write): its hash and its
 * compression are done once, not per request (the server's answer time at 50 connections).
 */
function pagePreparer() {
  const prepared = new Map<string, PreparedPage>();
  return (html: string): PreparedPage => {
    let page = prepared.get(html);
    if (!page) {
      const bytes = new TextEncoder().encode(html);
      page = { bytes, etag: `W/"${createHash('sha1').update(bytes).digest('base64url')}"`, rendered: html.includes('id="server-state"'), encoded: {} };
      prepared.set(html, page);
      if (prepared.size > MAX_PREPARED) prepared.delete(prepared.keys().next().value!);
    }
    return page;
  };
}

export function mountWebApp(app: Hono<AppEnv>, webDist: string, renderShell?: ShellRenderer) {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) return;
  const relativeRoot = path.relative(process.cwd(), webDist) || '.';
  const hints = routeHints(webDist);
  const prepare = pagePreparer();
  // A new build replaces the file while the server runs.
  const shellText = builtFileText(indexFile);
  const page = async (c: Context<AppEnv>) => {
    const route = c.req.path.replace(/\/$/, '') || '/';
    const shell = shellText();
    if (shell === undefined) return c.notFound();
    const made = renderShell ? await renderShell(c, shell) : shell;
    if (typeof made !== 'string') return privatePage(c, made);
    const html = made;
    // The same page for everyone: a phone that has it already gets a 304.
    const prepared = prepare(html);
    // A page rendered by the server carries its lists (preloading them would read them twice) and is
    // readable before its scripts, which would only hold its first paint back (decision 210): the
    // hints serve the shell alone (a page the server could not render).
    const link = prepared.rendered ? undefined : hints.get(route);
    const headers = new Headers({ 'Cache-Control': 'no-cache', ETag: prepared.etag, 'Content-Type': 'text/html; charset=UTF-8', ...(link ? { Link: link } : {}) });
    varyOnEncoding(headers);
    if (c.req.header('If-None-Match') === prepared.etag) {
      headers.delete('Content-Type');
      return c.body(null, 304, Object.fromEntries(headers));
    }
    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
    let body = prepared.bytes;
    if (encoding) {
      prepared.encoded[encoding] ??= compressBytes(prepared.bytes, encoding).then((bytes) => new Uint8Array(bytes));
      body = await prepared.encoded[encoding];
      headers.set('Content-Encoding', encoding);
    }
    headers.set('Content-Length', String(body.byteLength));
    return new Response(c.req.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), { status: 200, headers });
  };

  const privatePage = async (c: Context<AppEnv>, made: PrivatePage) => {
    const headers = new Headers({ 'Cache-Control': 'private, no-store', 'Content-Type': 'text/html; charset=UTF-8' });
    for (const cookie of made.setCookies) headers.append('Set-Cookie', cookie);
    varyOnEncoding(headers);
    let body = new TextEncoder().encode(made.html);
    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
    if (encoding) {
      body = new Uint8Array(await compressBytes(body, encoding));
      headers.set('Content-Encoding', encoding);
    }
    headers.set('Content-Length', String(body.byteLength));
    return new Response(c.req.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), { status: 200, headers });
  };

  // Source maps stay on the server (for us), not sent to phones.
  app.get('*', async (c, next) => (c.req.path.endsWith('.map') && !c.req.path.startsWith('/api/') ? c.notFound() : next()));
  app.use(
    '/assets/*',
    async (c, next) => {
      await next();
      if (c.res.ok) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    },
    servePrecompressed(webDist),
    serveStatic({ root: relativeRoot }),
  );
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/api/')) return next();
    await next();
    // The service worker and the manifest must be revalidated so updates reach phones.
    if (c.res.ok && !c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-cache');
  });
  app.get('/', page);
  app.get('/index.html', page);
  app.use('*', async (c, next) => (c.req.path.startsWith('/api/') ? next() : servePrecompressed(webDist)(c, next)));
  app.use('*', serveStatic({ root: relativeRoot }));
  app.get('*', async (c) => {
    if (c.req.path.startsWith('/api/')) return c.json({ error: 'Ressource introuvable' }, 404);
    return page(c);
  });
}
