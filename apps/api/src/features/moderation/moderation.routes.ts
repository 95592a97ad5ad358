import { Hono } from 'hono';
import { allowRoles, requireUser } from '../../lib/auth.ts';
import { noStore } from '../../lib/cache.ts';
import type { AppEnv } from '../../lib/context.ts';
import { moderationQueue, pendingCount } from './moderation.service.ts';

// The staff's one moderation queue. Decisions go through the existing routes
// (PATCH /api/comments/:id/approve, DELETE /api/comments/:id, PATCH /api/dedicaces/:id/approve,
// DELETE /api/admin-animateur/dedicaces/:id), so their permission rows already hold.
export const moderationRoutes = new Hono<AppEnv>()
  .use(noStore())
  .get('/pending', allowRoles('admin', 'moderator'), async (c) => c.json(await moderationQueue(c.var.db, requireUser(c)), 200))
  .get('/pending/count', allowRoles('admin', 'moderator'), async (c) => c.json({ count: await pendingCount(c.var.db, requireUser(c)) }, 200));
