import { adminAnimateurCreateSchema, adminAnimateurUpdateSchema, idParamSchema, messages, passwordChangeSchema } from '@station/shared';
import { Hono } from 'hono';
import { allowRoles, selfOrAdmin } from '../../lib/auth.ts';
import { noStore } from '../../lib/cache.ts';
import type { AppEnv } from '../../lib/context.ts';
import { notFoundIf } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import {
  createModerator,
  deleteModerator,
  getModerator,
  listModerators,
  updateModerator,
} from './admin-animateur.service.ts';
import { changePassword } from './password.service.ts';

const idParam = validate('param', idParamSchema('id'));
const adminOnly = allowRoles('admin');

// 'Admin-presenters' and the management page: admins only. A moderator may read its
// own record and change its own password (its profile page); everything else is the admin's.
export const adminAnimateurRoutes = new Hono<AppEnv>()
  .use(noStore())
  .get('/', adminOnly, async (c) => c.json(await listModerators(c.var.db), 200))
  .post('/', adminOnly, validate('json', adminAnimateurCreateSchema), async (c) =>
    c.json(await createModerator(c.var.db, c.req.valid('json')), 201),
  )
  .get('/:id', selfOrAdmin('moderator'), idParam, async (c) =>
    c.json(notFoundIf(await getModerator(c.var.db, c.req.valid('param').id), messages.adminAnimateurNotFound), 200),
  )
  .put('/:id', adminOnly, idParam, validate('json', adminAnimateurUpdateSchema), async (c) => {
    const moderator = await updateModerator(c.var.db, c.req.valid('param').id, c.req.valid('json'));
    return c.json(notFoundIf(moderator, messages.adminAnimateurNotFound), 200);
  })
  .delete('/:id', adminOnly, idParam, async (c) => {
    notFoundIf((await deleteModerator(c.var.db, c.req.valid('param').id)) || undefined, messages.adminAnimateurNotFound);
    return c.json({ message: messages.adminAnimateurDeleted }, 200);
  })
  .put('/:id/password', selfOrAdmin('moderator'), idParam, validate('json', passwordChangeSchema), async (c) => {
    await changePassword(c, 'admin_animateur', c.req.valid('param').id, c.req.valid('json'));
    return c.json({ message: messages.passwordChanged }, 200);
  });
