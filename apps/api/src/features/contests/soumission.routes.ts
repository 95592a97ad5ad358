import { contestMessages, soumissionInputSchema, soumissionListQuerySchema, soumissionParamSchema, soumissionPatchSchema, soumissionPutSchema } from '@station/shared';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { requireUser, requireVerifiedEmail } from '../../lib/auth.ts';
import { noStore, publicRead } from '../../lib/cache.ts';
import type { AppEnv } from '../../lib/context.ts';
import { HttpError } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { createSoumission, editSoumission, listSoumissions, removeSoumission } from './soumission.service.ts';

const idParam = validate('param', soumissionParamSchema);
// Editing and deleting are open to the entry's talent and to admins: the service checks the owner.
const talentsOrAdmins = createMiddleware<AppEnv>(async (c, next) => {
  const account = requireUser(c);
  if (account.role !== 'talent' && account.role !== 'admin') throw new HttpError(403, contestMessages.onlyOwnEntries, 'forbidden');
  await next();
});

// Submissions: optional ?concours_id; vote counts come from the votes table.
// Always revalidated (ETag, so cheap): right after a vote, even one replayed from the outbox, the
// refetched list must show it, which a browser-cached copy would not.
export const soumissionRoutes = new Hono<AppEnv>()
  .get('/', publicRead(0), validate('query', soumissionListQuerySchema), async (c) => c.json(await listSoumissions(c.var.db, c.req.valid('query').concours_id), 200))
  // Talents enter (as themselves: the body's talon_id, if any, is ignored).
  .post(
    '/',
    noStore(),
    createMiddleware<AppEnv>(async (c, next) => {
      if (requireUser(c).role !== 'talent') throw new HttpError(403, contestMessages.talentsOnly, 'forbidden');
      requireVerifiedEmail(c);
      await next();
    }),
    validate('json', soumissionInputSchema),
    async (c) => c.json(await createSoumission(c.var.db, requireUser(c).id, c.req.valid('json')), 201),
  )
  .put('/:id', noStore(), talentsOrAdmins, idParam, validate('json', soumissionPutSchema), async (c) =>
    c.json(await editSoumission(c.var.db, requireUser(c), c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .patch('/:id', noStore(), talentsOrAdmins, idParam, validate('json', soumissionPatchSchema), async (c) =>
    c.json(await editSoumission(c.var.db, requireUser(c), c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .delete('/:id', noStore(), talentsOrAdmins, idParam, async (c) => {
    await removeSoumission(c.var.db, requireUser(c), c.req.valid('param').id);
    return c.json({ message: contestMessages.submissionDeleted }, 200);
  });
