import { Hono } from 'hono';
import { publicRead } from '../../lib/cache.ts';
import type { AppEnv } from '../../lib/context.ts';
import { listAboutImages } from './about-image.service.ts';

// spec 2 §7 About: the image slots of 'Notre Histoire'.
export const aboutRoutes = new Hono<AppEnv>().get('/images', publicRead(), async (c) =>
  c.json(await listAboutImages(c.var.db), 200),
);
