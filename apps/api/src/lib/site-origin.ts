// Every absolute link the app writes (mails, podcast feeds, calendars, share previews, the embed's
// way back, the payment's return addresses) starts with the station's configured address, never
// with a request's Host or X-Forwarded-Host: a forged header must not put its own address into a
// reset mail, a feed or a page kept for everyone. The start refuses to run outside the demo without
// PUBLIC_URL (config/parse-env.ts); the demo links to the server itself.
import type { Context } from 'hono';
import type { AppConfig } from '../config.ts';
import type { AppEnv } from './context.ts';

/** 'https://radio.example.fr' (PUBLIC_URL's origin), or 'http://localhost:<port>' in the demo. */
export function siteOrigin(config: Pick<AppConfig, 'publicUrl' | 'port'>): string {
  return config.publicUrl ? new URL(config.publicUrl).origin : `http://localhost:${config.port}`;
}

/** The request's own app's site origin (never read from the request itself). */
export const linkOrigin = (c: Context<AppEnv>) => siteOrigin(c.var.config);
