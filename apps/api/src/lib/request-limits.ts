// Request limits applied before any route parses anything: a body-size cap (JSON and
// every other type 1 MB; multipart forms go through lib/uploads.ts, which streams them to disk
// with per-file limits, so here they only meet an overall ceiling), a URL length cap, and text
// no column can hold (NUL, lone surrogates) refused with a 400 on every JSON write.
import { messages, operationsMessages, UPLOAD_MAX_BYTES } from '@station/shared';
import { createMiddleware } from 'hono/factory';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './context.ts';

export const JSON_BODY_MAX_BYTES = 1024 * 1024;
/** Every upload kind at its largest in one form, plus room for the text fields. */
export const MULTIPART_BODY_MAX_BYTES = Object.values(UPLOAD_MAX_BYTES).reduce((sum, bytes) => sum + bytes, 0) + 10 * 1024 * 1024;
export const URL_MAX_LENGTH = 8 * 1024;

const isMultipart = (contentType: string | undefined) => /^multipart\/form-data\b/i.test(contentType ?? '');

const tooLarge = () => new Response(JSON.stringify({ error: operationsMessages.bodyTooLarge, code: 'body_too_large' }), {
  status: 413,
  headers: { 'Content-Type': 'application/json; charset=UTF-8', Connection: 'close' },
});

const BODILESS = new Set(['GET', 'HEAD']);

export const requestSizeLimits = () => {
  const smallBody = bodyLimit({ maxSize: JSON_BODY_MAX_BYTES, onError: () => tooLarge() });
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.url.length > URL_MAX_LENGTH) {
      return c.json({ error: operationsMessages.urlTooLong, code: 'url_too_long' }, 414);
    }
    // A GET or HEAD with neither Content-Length nor Transfer-Encoding has no body (RFC 9112 §6.3):
    // nothing to cap. Hono's cap would look at the body all the same, which makes a whole web
    // Request (with its abort signal) for every read, kept as long as a live event stream is open
    // (7 of the 18 KB a held stream kept).
    if (BODILESS.has(c.req.method) && !c.req.header('Content-Length') && !c.req.header('Transfer-Encoding')) return next();
    if (!isMultipart(c.req.header('Content-Type'))) {
      // A declared length within the cap needs no counting: Node's parser never hands over more
      // than Content-Length bytes. Hono's cap would read the body as a web stream, which costs
      // every heartbeat a web Request and a stream (7 % of the server's time at 10,000
      // players); the route then reads the body straight from Node's request.
      const length = c.req.header('Content-Length');
      if (length !== undefined && !c.req.header('Transfer-Encoding') && /^\d+$/.test(length) && Number(length) <= JSON_BODY_MAX_BYTES) return next();
      return smallBody(c, next);
    }
    // A declared length over the ceiling is refused before a byte is read; a chunked form is cut
    // by readMultipart's own running count while it streams to disk.
    const declared = Number(c.req.header('Content-Length'));
    if (Number.isFinite(declared) && declared > MULTIPART_BODY_MAX_BYTES) return tooLarge();
    return next();
  });
};

// A lone high surrogate not followed by a low one, or a lone low one: not encodable in UTF-8.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const NUL = String.fromCharCode(0);

/** A string (or any string inside a value, keys included) with a NUL or a lone surrogate. */
export function hasInvalidText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes(NUL) || LONE_SURROGATE.test(value);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  const entries = Array.isArray(value) ? value : Object.entries(value).flat();
  return entries.some((entry) => hasInvalidText(entry, depth + 1));
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function urlHasInvalidText(url: string): boolean {
  try {
    const parsed = new URL(url);
    if (hasInvalidText(decodeURIComponent(parsed.pathname))) return true;
    return [...parsed.searchParams].some((pair) => hasInvalidText(pair));
  } catch {
    return true; // a malformed %-escape
  }
}

/** 400 for a JSON write that is no JSON, or (like a URL) whose strings Postgres could not store. */
export const rejectInvalidText = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (urlHasInvalidText(c.req.url)) return c.json({ error: operationsMessages.invalidText, code: 'invalid_text' }, 400);
    if (!WRITES.has(c.req.method) || !/\bjson\b/i.test(c.req.header('Content-Type') ?? '')) return next();
    // Parsed once here; Hono caches the body for the route's validator. Malformed JSON is refused
    // here too: a route that reads no body (a DELETE, a logout) must not act on a broken request.
    const text = await c.req.text();
    if (text.trim() === '') return next();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return c.json({ error: messages.invalidBody, code: 'invalid_body' }, 400);
    }
    if (hasInvalidText(body)) return c.json({ error: operationsMessages.invalidText, code: 'invalid_text' }, 400);
    return next();
  });
