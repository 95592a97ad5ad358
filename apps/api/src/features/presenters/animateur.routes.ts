import { animateurParamSchema } from '@station/shared';
import { Hono } from 'hono';
import { publicRead } from '../../lib/cache.ts';
import type { AppEnv } from '../../lib/context.ts';
import { validate } from '../../lib/validate.ts';
import { getAnimateur, listAnimateurs } from './animateur.service.ts';

// spec 2 §7 Presenters: public reads. Hidden presenters are absent and answer 404.
export const animateurRoutes = new Hono<AppEnv>()
  .get('/', publicRead(), async (c) => c.json(await listAnimateurs(c.var.db), 200))
  .get('/:id', publicRead(), validate('param', animateurParamSchema), async (c) =>
    c.json(await getAnimateur(c.var.db, c.req.valid('param').id), 200),
  );
