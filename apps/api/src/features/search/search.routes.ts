import { searchMessages, searchQuerySchema } from '@station/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { hitOrRefuse } from '../../lib/rate-limit.ts';
import { clientAddress } from '../../lib/request-info.ts';
import { validate } from '../../lib/validate.ts';
import { search } from './search.service.ts';

// GET /api/search?q=&type= — French full-text search over the station's public content.
export const searchRoutes = new Hono<AppEnv>().get('/', validate('query', searchQuerySchema), async (c) => {
  const { q, type } = c.req.valid('query');
  await hitOrRefuse(c.var.db, c.var.rateLimits.searchesByAddress, clientAddress(c), searchMessages.tooMany);
  // The same query twice in a few seconds (typing back and forth) comes from the browser's cache.
  return c.json(await search(c.var.db, q, type), 200, { 'Cache-Control': 'private, max-age=30' });
});
