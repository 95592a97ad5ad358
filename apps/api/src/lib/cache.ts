// Public reads (docs/decisions/088-kept-public-reads.md): each public list's answer and ETag kept in the process, so a
// 304 is answered before any query and a 200 without one; a short shared cache for browsers and
// the service worker. Writes clear what they change without any code in the feature:
// - a successful write under /api/<topic>/... bumps <topic> (e.g. POST /api/mixes → the mix reads);
// - reads that also show other topics' rows list them in READ_ALSO_DEPENDS_ON below;
// - a write under an /api prefix this file does not know clears every cached read (safe default);
// - a write elsewhere that changes a public list says so with one line: `invalidate(c, 'mixes')`.
import { logger } from './logger.ts';
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { compressBytes, negotiateEncoding, varyOnEncoding } from './compression.ts';
import type { AppEnv } from './context.ts';
import { MAX_CACHED_BYTES, type ReadCache } from './read-cache.ts';

/** The topics public reads are kept under: the first segment after /api/ of their path. */
export const CACHED_TOPICS = new Set([
  'station', 'schedule', 'animateurs', 'mixes', 'emissions', 'actualites', 'concours', 'soumissions-concours',
  'votes', 'talons', 'hero-images', 'tv-streams', 'about-section', 'dedicaces',
]);

/** A read's rows come from other topics too (joins, counts): a write to any of them clears it. */
const READ_ALSO_DEPENDS_ON: Record<string, string[]> = {
  mixes: ['animateurs'],
  emissions: ['animateurs'],
  schedule: ['emissions', 'animateurs'],
  'soumissions-concours': ['votes', 'talons', 'concours'],
  dedicaces: ['talons'],
};

/** Writes under one topic that change another's rows (a programme deleted with its emission). */
const WRITE_ALSO_CHANGES: Record<string, string[]> = {
  schedule: ['emissions'],
  concours: ['soumissions-concours'],
};

/** Frequent writes that change no public list: they clear nothing (a studio write that does, a replay published, says so with invalidate). */
const WRITES_WITHOUT_PUBLIC_EFFECT = new Set(['likes', 'live', 'auth', 'newsletter', 'comments', 'playlists', 'studio']);

/**
 * Writes under a topic (or an unknown prefix) that no public list shows: a dedication waits for
 * moderation, follows and reminders are the listener's own, a password is nobody else's business.
 * Without this line each would clear every kept page and read of its topic.
 */
const WRITES_SEEN_BY_NO_PUBLIC_READ: ReadonlyArray<[method: string, path: RegExp]> = [
  ['POST', /^\/api\/dedicaces$/],
  ['POST', /^\/api\/schedule\/(follows|reminders)$/],
  ['DELETE', /^\/api\/schedule\/(follows|reminders)\/[^/]+$/],
  ['POST', /^\/api\/audience\/plays$/],
  ['POST', /^\/api\/votes\/premium-checkout$/],
  ['PUT', /^\/api\/(users|talons|admin-animateur)\/[^/]+\/password$/],
];

const seenByNoPublicRead = (method: string, path: string) =>
  WRITES_SEEN_BY_NO_PUBLIC_READ.some(([writeMethod, pattern]) => writeMethod === method && pattern.test(path));

const topicOf = (path: string) => path.split('/')[2] ?? '';

/** The topics whose writes change a read of `path`: the server-rendered pages are stamped with them too. */
export const topicsOfRead = (path: string) => {
  const topic = topicOf(path);
  return [topic, ...(READ_ALSO_DEPENDS_ON[topic] ?? [])];
};

/** Marks topics changed by this request; applied once it has succeeded (after its transaction). */
export function invalidate(c: Context<AppEnv>, ...topics: string[]) {
  const pending = c.get('invalidatedTopics') ?? new Set<string>();
  for (const topic of topics) pending.add(topic);
  c.set('invalidatedTopics', pending);
}

/** Hears other processes' writes: a function given each topic they changed ('*' for all). */
export type InvalidationSender = (topics: string[]) => Promise<void>;

/**
 * App-level: after each successful write, bumps the versions of the topics it changed, here and
 * (through `send`) in every other process. Runs after the write's transaction has committed.
 */
export const applyInvalidations = (cache: ReadCache, send?: InvalidationSender) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const pending = new Set(c.get('invalidatedTopics') ?? []);
    const write = !['GET', 'HEAD', 'OPTIONS'].includes(c.req.method);
    if (write && c.res.status < 400 && c.req.path.startsWith('/api/') && !seenByNoPublicRead(c.req.method, c.req.path)) {
      const topic = topicOf(c.req.path);
      if (CACHED_TOPICS.has(topic)) for (const changed of [topic, ...(WRITE_ALSO_CHANGES[topic] ?? [])]) pending.add(changed);
      else if (!WRITES_WITHOUT_PUBLIC_EFFECT.has(topic)) pending.add('*');
    }
    if (pending.size === 0) return;
    if (pending.has('*')) cache.invalidateAll();
    else cache.invalidate(pending);
    await send?.(pending.has('*') ? ['*'] : [...pending]).catch((error) => logger.warn({ err: error }, 'Cache de lecture : NOTIFY impossible'));
  });

/** RFC 9110 §13.1.2: weak comparison, a list of tags, or '*'. */
function matches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === bare);
}

async function answerFromEntry(c: Context<AppEnv>, entry: NonNullable<ReturnType<ReadCache['get']>>, maxAgeSeconds: number) {
  const headers = new Headers(entry.headers);
  headers.set('Cache-Control', `public, max-age=${maxAgeSeconds}, must-revalidate`);
  varyOnEncoding(headers);
  const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
  const compress = encoding && entry.body.byteLength >= 1024;
  headers.set('ETag', compress ? `W/${entry.etag}` : entry.etag);
  if (matches(c.req.header('If-None-Match'), entry.etag)) {
    headers.delete('Content-Type');
    return new Response(null, { status: 304, headers });
  }
  let body = entry.body;
  if (compress) {
    entry.encoded[encoding] ??= compressBytes(entry.body, encoding).then((bytes) => new Uint8Array(bytes));
    body = await entry.encoded[encoding];
    headers.set('Content-Encoding', encoding);
  }
  headers.set('Content-Length', String(body.byteLength));
  return new Response(c.req.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), { status: 200, headers });
}

export const publicRead = (maxAgeSeconds = 30) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const cache = c.get('readCache');
    const key = c.req.method === 'GET' || c.req.method === 'HEAD' ? new URL(c.req.url).pathname + new URL(c.req.url).search : undefined;
    const stamp = cache && key ? cache.stamp(topicsOfRead(c.req.path)) : '';
    let entry = cache && key ? cache.get(key, stamp) : undefined;
    if (!entry) {
      await next();
      if (c.res.status !== 200) {
        if (c.res.status === 304) c.res.headers.set('Cache-Control', `public, max-age=${maxAgeSeconds}, must-revalidate`);
        return;
      }
      const body = new Uint8Array(await c.res.arrayBuffer());
      const headers = [...c.res.headers].filter(([name]) => !['set-cookie', 'content-length', 'etag', 'cache-control'].includes(name));
      entry = { stamp, status: 200, body, etag: `"${createHash('sha1').update(body).digest('hex')}"`, headers, encoded: {} };
      // Stamped with the versions read *before* the query: a write meanwhile makes it stale at once.
      if (cache && key && body.byteLength <= MAX_CACHED_BYTES) cache.set(key, entry);
    }
    const response = await answerFromEntry(c, entry, maxAgeSeconds);
    // Cookies set on the way (the session's) still go out with the kept answer.
    for (const cookie of c.res.headers.getSetCookie()) response.headers.append('Set-Cookie', cookie);
    c.res = undefined;
    c.res = response;
  });

/** Answers that depend on who is asking (accounts, sessions): never stored by any cache. */
export const noStore = () =>
  createMiddleware(async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  });
