import { Hono } from 'hono';
import { etag } from 'hono/etag';
import type { AppEnv } from '../../lib/context.ts';
import { buildWebManifest } from './web-manifest.ts';

// Revalidated at every launch (ETag, 304 when unchanged) so a renamed station reaches installed apps.
export const webManifestRoutes = new Hono<AppEnv>().get('/manifest.webmanifest', etag(), (c) =>
  c.body(JSON.stringify(buildWebManifest(c.var.config.station)), 200, {
    'Content-Type': 'application/manifest+json; charset=UTF-8',
    'Cache-Control': 'no-cache',
  }),
);
