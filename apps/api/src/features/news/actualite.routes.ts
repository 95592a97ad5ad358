import { actualiteParamSchema } from '@station/shared';
import { Hono } from 'hono';
import { publicRead } from '../../lib/cache.ts';
import type { AppEnv } from '../../lib/context.ts';
import { validate } from '../../lib/validate.ts';
import { getActualite, listActualites } from './actualite.service.ts';

// spec 2 §7 News and contest news.
export const actualiteRoutes = new Hono<AppEnv>()
  .get('/', publicRead(), async (c) => c.json(await listActualites(c.var.db), 200))
  .get('/:actualiteid', publicRead(), validate('param', actualiteParamSchema), async (c) =>
    c.json(await getActualite(c.var.db, c.req.valid('param').actualiteid), 200),
  );
