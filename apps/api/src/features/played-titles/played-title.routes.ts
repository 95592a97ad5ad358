import { playedTitlesQuerySchema } from '@station/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { validate } from '../../lib/validate.ts';
import { listPlayedTitles } from './played-title.service.ts';

// GET /api/played-titles?date=YYYY-MM-DD&time=HH:MM — public, read-only. A new title
// must show at once on pages that refetch when the now-playing title changes: never kept stale.
export const playedTitleRoutes = new Hono<AppEnv>().get('/', validate('query', playedTitlesQuerySchema), async (c) =>
  c.json(await listPlayedTitles(c.var.db, c.req.valid('query')), 200, { 'Cache-Control': 'no-cache' }),
);
