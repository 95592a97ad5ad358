import { soumissionListQuerySchema } from '@station/shared';
import { Hono } from 'hono';
import { publicRead } from '../../lib/cache.ts';
import type { AppEnv } from '../../lib/context.ts';
import { validate } from '../../lib/validate.ts';
import { listSoumissions } from './soumission.service.ts';

// spec 2 §7 Submissions: optional ?concours_id; vote counts come from the votes table.
// Always revalidated (ETag, so cheap): right after a vote, even one replayed from the outbox, the
// refetched list must show it, which a browser-cached copy would not.
export const soumissionRoutes = new Hono<AppEnv>().get(
  '/',
  publicRead(0),
  validate('query', soumissionListQuerySchema),
  async (c) => c.json(await listSoumissions(c.var.db, c.req.valid('query').concours_id), 200),
);
