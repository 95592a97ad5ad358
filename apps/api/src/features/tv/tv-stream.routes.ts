import { Hono } from 'hono';
import { publicRead } from '../../lib/cache.ts';
import type { AppEnv } from '../../lib/context.ts';
import { listTvStreams } from './tv-stream.service.ts';

// DECISIONS.md 8: the TV streams the old site read from a hosted backend now come from our database.
export const tvStreamRoutes = new Hono<AppEnv>().get('/', publicRead(), async (c) =>
  c.json(await listTvStreams(c.var.db), 200),
);
