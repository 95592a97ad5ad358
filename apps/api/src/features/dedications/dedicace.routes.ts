import { dedicationDecisionSchema, dedicationInputSchema, idParamSchema, messages } from '@station/shared';
import { Hono } from 'hono';
import { allowRoles, requireUser, signedIn, verifiedEmail } from '../../lib/auth.ts';
import { noStore, publicRead } from '../../lib/cache.ts';
import type { AppEnv } from '../../lib/context.ts';
import { validate } from '../../lib/validate.ts';
import { listByStatus } from './dedicace.repository.ts';
import { decideDedication, listOwnDedications, removeDedication, sendDedication, toDedication } from './dedicace.service.ts';

const idParam = idParamSchema('id');

// Dedications. Only approved ones are public; revalidated on every read
// (max-age 0 + ETag) so an approval shows at once.
export const dedicaceRoutes = new Hono<AppEnv>()
  .get('/', publicRead(0), async (c) => c.json((await listByStatus(c.var.db, 1)).map((row) => toDedication(row, false)), 200))
  .get('/user/:userId', noStore(), signedIn(), validate('param', idParamSchema('userId')), async (c) =>
    c.json(await listOwnDedications(c.var.db, requireUser(c), c.req.valid('param').userId), 200),
  )
  .post('/', allowRoles('user', 'talent', 'admin'), verifiedEmail(), validate('json', dedicationInputSchema), async (c) => {
    const dedication = await sendDedication(c.var.db, requireUser(c), c.req.valid('json'));
    return c.json({ message: messages.dedicationSent, dedication }, 201);
  })
  .patch('/:id/approve', allowRoles('admin', 'moderator'), validate('param', idParam), validate('json', dedicationDecisionSchema), async (c) => {
    const decision = c.req.valid('json');
    const dedication = await decideDedication(c.var.db, requireUser(c), c.req.valid('param').id, decision);
    return c.json({ message: decision.is_approved ? messages.dedicationApproved : messages.dedicationRejected, dedication }, 200);
  });

/** Moderation lists and deletion: /api/admins/dedicaces (admins), /api/admin-animateur/dedicaces (admin-presenters). */
const moderationRoutes = (...roles: Array<'admin' | 'moderator'>) =>
  new Hono<AppEnv>()
    .use(noStore())
    .get('/dedicaces/pending', allowRoles(...roles), async (c) => c.json((await listByStatus(c.var.db, 0)).map((row) => toDedication(row, true)), 200))
    .delete('/dedicaces/:id', allowRoles(...roles), validate('param', idParam), async (c) => {
      await removeDedication(c.var.db, c.req.valid('param').id);
      return c.json({ message: messages.dedicationDeleted }, 200);
    });

export const adminDedicaceRoutes = moderationRoutes('admin');
// Admin-presenters moderate through their own endpoints; an admin may use them too.
export const moderatorDedicaceRoutes = moderationRoutes('moderator', 'admin');
