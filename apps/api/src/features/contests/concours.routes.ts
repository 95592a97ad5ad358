import { concoursListQuerySchema, concoursParamSchema } from '@station/shared';
import { Hono } from 'hono';
import { publicRead } from '../../lib/cache.ts';
import type { AppEnv } from '../../lib/context.ts';
import { validate } from '../../lib/validate.ts';
import { getConcours, listConcours } from './concours.service.ts';

// spec 2 §7 Contests: every contest, or only one status with ?status=active.
export const concoursRoutes = new Hono<AppEnv>()
  .get('/', publicRead(), validate('query', concoursListQuerySchema), async (c) =>
    c.json(await listConcours(c.var.db, c.req.valid('query').status), 200),
  )
  .get('/:concoursid', publicRead(), validate('param', concoursParamSchema), async (c) =>
    c.json(await getConcours(c.var.db, c.req.valid('param').concoursid), 200),
  );
