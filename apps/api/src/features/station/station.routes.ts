import { Hono } from 'hono';
import { publicRead } from '../../lib/cache.ts';
import type { AppEnv } from '../../lib/context.ts';

// The station's identity for the web app's header, footer and manifest.
export const stationRoutes = new Hono<AppEnv>().get('/', publicRead(300), (c) => c.json(c.var.config.station, 200));
