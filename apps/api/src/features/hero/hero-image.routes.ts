import { Hono } from 'hono';
import { publicRead } from '../../lib/cache.ts';
import type { AppEnv } from '../../lib/context.ts';
import { listHeroImages } from './hero-image.service.ts';

// spec 1 §7: the hero slider's images; an empty list makes the web app show its fallback slides.
export const heroImageRoutes = new Hono<AppEnv>().get('/', publicRead(), async (c) =>
  c.json(await listHeroImages(c.var.db), 200),
);
