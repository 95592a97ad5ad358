import { Hono } from 'hono';
import { publicRead } from '../../lib/cache.ts';
import type { AppEnv } from '../../lib/context.ts';
import { listProgrammes } from './programme.service.ts';

// spec 2 §7 Schedule: the programme grid, read by the home page, presenter cards and the calendar.
export const scheduleRoutes = new Hono<AppEnv>().get('/shows', publicRead(60), async (c) =>
  c.json(await listProgrammes(c.var.db), 200),
);
