import { idParamSchema, programmeInputSchema } from '@station/shared';
import { Hono } from 'hono';
import { allowRoles } from '../../lib/auth.ts';
import { noStore, publicRead } from '../../lib/cache.ts';
import type { AppEnv } from '../../lib/context.ts';
import { validate } from '../../lib/validate.ts';
import { changeProgramme, createProgramme, deleteProgramme } from './programme-writes.service.ts';
import { listProgrammes } from './programme.service.ts';

const idParam = idParamSchema('id');

// Schedule: the programme grid, read by the home page, presenter cards and the calendar;
// written by admins only (moderators moderate dedications, not the schedule).
export const scheduleRoutes = new Hono<AppEnv>()
  // max-age 0 + ETag: revalidated on every read, so an admin's change shows at once, cheaply.
  .get('/shows', publicRead(0), async (c) => c.json(await listProgrammes(c.var.db), 200))
  .post('/programmes', noStore(), allowRoles('admin'), validate('json', programmeInputSchema), async (c) =>
    c.json(await createProgramme(c.var.db, c.req.valid('json')), 201),
  )
  .put('/programmes/:id', noStore(), allowRoles('admin'), validate('param', idParam), validate('json', programmeInputSchema), async (c) =>
    c.json(await changeProgramme(c.var.db, c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .delete('/programmes/:id', noStore(), allowRoles('admin'), validate('param', idParam), async (c) => {
    const withEmission = c.req.query('deleteEmission') === 'true';
    return c.json(await deleteProgramme(c.var.db, c.var.storage, c.req.valid('param').id, withEmission), 200);
  });
