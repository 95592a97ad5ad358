import { Hono } from 'hono';
import { publicRead } from '../../lib/cache.ts';
import type { AppEnv } from '../../lib/context.ts';
import { listPublicTalents } from './talon.service.ts';

// GET /api/talons returns public talent fields only; login happens on the server.
export const talonRoutes = new Hono<AppEnv>().get('/', publicRead(), async (c) =>
  c.json(await listPublicTalents(c.var.db), 200),
);
