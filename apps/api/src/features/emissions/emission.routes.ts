import { emissionParamSchema } from '@station/shared';
import { Hono } from 'hono';
import { publicRead } from '../../lib/cache.ts';
import type { AppEnv } from '../../lib/context.ts';
import { validate } from '../../lib/validate.ts';
import { getEmission, listEmissionAudio, listEmissions } from './emission.service.ts';

// spec 2 §7 Emissions: shows with their dates, hosts and recordings.
export const emissionRoutes = new Hono<AppEnv>()
  .get('/', publicRead(), async (c) => c.json(await listEmissions(c.var.db), 200))
  .get('/:id', publicRead(), validate('param', emissionParamSchema), async (c) =>
    c.json(await getEmission(c.var.db, c.req.valid('param').id), 200),
  )
  .get('/:id/audio', publicRead(), validate('param', emissionParamSchema), async (c) =>
    c.json(await listEmissionAudio(c.var.db, c.req.valid('param').id), 200),
  );
