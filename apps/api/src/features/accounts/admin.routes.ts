import type { AdminSummary } from '@station/shared';
import { Hono } from 'hono';
import { allowRoles } from '../../lib/auth.ts';
import { noStore } from '../../lib/cache.ts';
import type { AppEnv } from '../../lib/context.ts';
import { listAdmins } from './admin-animateur.repository.ts';

// The admins list is for admins, without secrets.
export const adminRoutes = new Hono<AppEnv>().use(noStore()).get('/', allowRoles('admin'), async (c) => {
  const admins: AdminSummary[] = (await listAdmins(c.var.db)).map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
  return c.json(admins, 200);
});
