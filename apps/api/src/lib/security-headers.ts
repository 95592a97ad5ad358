// Security headers on every answer: a strict Content-Security-Policy — scripts
// only from the app itself and the inline theme script by its hash, never 'unsafe-inline' — that
// still lets the page play the configured stream (hls.js included), show YouTube and Dailymotion
// embeds, and load media from the storage's public address; no framing by other sites; HSTS for a
// year over HTTPS; no sniffing; a strict referrer policy; no powerful features.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { createMiddleware } from 'hono/factory';
import type { AppConfig } from '../config.ts';
import { builtFileText } from './built-file.ts';
import type { AppEnv } from './context.ts';
import { isHttps } from './request-info.ts';

const EMBEDS = ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://www.dailymotion.com', 'https://geo.dailymotion.com'];
const ONE_YEAR = 31_536_000;

/** sha256 sources of the executable inline scripts of the built page, kept until the file changes. */
function inlineScriptHashes(webDist: string | undefined): () => string[] {
  const shell = webDist ? builtFileText(path.join(webDist, 'index.html')) : () => undefined;
  let cached: { html: string; hashes: string[] } | undefined;
  return () => {
    const html = shell();
    if (html === undefined) return [];
    if (cached?.html !== html) {
      const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)]
        // Data blocks (JSON) are not run, so they need no hash.
        .filter(([, attributes]) => !/type=["']?application\/(ld\+)?json/i.test(attributes))
        .map(([, , body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
      cached = { html, hashes };
    }
    return cached.hashes;
  };
}

const originOf = (url: string | undefined) => {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** The station's own origin as a WebSocket origin, where the studio page reaches the harbor. */
const studioOrigins = (config: AppConfig) => {
  const site = config.studioEnabled ? originOf(config.publicUrl) : null;
  return site ? [site.replace(/^http/, 'ws')] : [];
};

export function contentSecurityPolicy(config: AppConfig, scriptHashes: string[]): string {
  // The live stream and the bucket may live elsewhere; TV channels are any HTTPS address an admin sets.
  const mediaOrigins = [originOf(config.station.streamUrl), originOf(config.station.streamHlsUrl ?? undefined), originOf(config.s3?.publicUrl)].filter((origin): origin is string => Boolean(origin));
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    // React sets style attributes, and the shell has none that carries data: styles stay open.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'media-src': ["'self'", 'blob:', 'https:', ...mediaOrigins],
    // hls.js fetches playlists and segments; the page reads only its own API otherwise, and the
    // studio page writes to the harbor's WebSocket on the station's origin (older Safari does not
    // count ws:/wss: as 'self').
    'connect-src': ["'self'", 'https:', ...mediaOrigins, ...studioOrigins(config)],
    // 'self': the admins' preview of the embeddable player ('Intégrer le lecteur').
    'frame-src': ["'self'", ...EMBEDS],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", 'https://checkout.stripe.com'],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/** The embeddable players' pages (features/embed): framing allowed there only. */
export const isEmbed = (pathname: string) => pathname === '/embed/live' || pathname.startsWith('/embed/mix/');

export const securityHeaders = (config: AppConfig) => {
  const hashes = inlineScriptHashes(config.webDist);
  // The studio page ('Prendre l'antenne') asks for the microphone; a station without the studio never does.
  const microphonePolicy = config.studioEnabled ? '(self)' : '()';
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const headers = c.res.headers;
    // A route that set its own policy (stored media: sandboxed) keeps it.
    if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', contentSecurityPolicy(config, hashes()));
    headers.set('X-Content-Type-Options', 'nosniff');
    // The embeddable players (/embed/...) are the only pages other sites may
    // frame: their own policy says frame-ancestors *; everything else is never framed.
    if (!isEmbed(c.req.path)) headers.set('X-Frame-Options', 'DENY');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('Permissions-Policy', `camera=(), microphone=${microphonePolicy}, geolocation=(), usb=(), payment=(), interest-cohort=()`);
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    if (isHttps(c)) headers.set('Strict-Transport-Security', `max-age=${ONE_YEAR}; includeSubDomains`);
  });
};
