// Where a request comes from and which public origin it was addressed to. Behind a reverse proxy
// (TRUST_PROXY=true) the proxy's X-Forwarded-* headers are believed; otherwise the socket and Host.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './context.ts';

const firstValue = (header: string | undefined) => header?.split(',')[0]?.trim() || undefined;

/**
 * The origin the browser used, e.g. 'https://radio.example.fr' (scheme + host, no path): what the
 * CSRF check and Secure cookies compare against. Never for a link the app writes (lib/site-origin.ts).
 */
export function requestOrigin(c: Context<AppEnv>): string {
  const url = new URL(c.req.url);
  if (!c.var.config.trustProxy) return url.origin;
  const proto = firstValue(c.req.header('X-Forwarded-Proto')) ?? url.protocol.replace(':', '');
  const host = firstValue(c.req.header('X-Forwarded-Host')) ?? url.host;
  return `${proto}://${host}`;
}

export const isHttps = (c: Context<AppEnv>) => requestOrigin(c).startsWith('https:');

/**
 * The client's address for rate limits. With TRUST_PROXY the proxy must *set* X-Forwarded-For
 * (not append to what the client sent), e.g. nginx `proxy_set_header X-Forwarded-For $remote_addr`.
 */
export function clientAddress(c: Context<AppEnv>): string {
  if (c.var.config.trustProxy) {
    const forwarded = firstValue(c.req.header('X-Forwarded-For'));
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'unknown';
  }
}
