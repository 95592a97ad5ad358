import { actualiteParamSchema, newsMessages } from '@station/shared';
import { Hono } from 'hono';
import { allowRoles } from '../../lib/auth.ts';
import { publicRead } from '../../lib/cache.ts';
import type { AppEnv } from '../../lib/context.ts';
import { readMultipart } from '../../lib/uploads.ts';
import { validate } from '../../lib/validate.ts';
import { ACTUALITE_UPLOADS, createActualite, deleteActualite, updateActualite } from './actualite-admin.service.ts';
import { getActualite, listActualites } from './actualite.service.ts';

// News and contest news. Writes are the admin's; the guard runs before the
// upload is read.
export const actualiteRoutes = new Hono<AppEnv>()
  .get('/', publicRead(), async (c) => c.json(await listActualites(c.var.db), 200))
  .get('/:actualiteid', publicRead(), validate('param', actualiteParamSchema), async (c) =>
    c.json(await getActualite(c.var.db, c.req.valid('param').actualiteid), 200),
  )
  .post('/', allowRoles('admin'), async (c) => {
    const form = await readMultipart(c, ACTUALITE_UPLOADS);
    try {
      return c.json({ data: await createActualite(c.var.db, c.var.storage, form) }, 201);
    } finally {
      await form.discard();
    }
  })
  .put('/:actualiteid', allowRoles('admin'), validate('param', actualiteParamSchema), async (c) => {
    const form = await readMultipart(c, ACTUALITE_UPLOADS);
    try {
      return c.json({ data: await updateActualite(c.var.db, c.var.storage, c.req.valid('param').actualiteid, form) }, 200);
    } finally {
      await form.discard();
    }
  })
  .delete('/:actualiteid', allowRoles('admin'), validate('param', actualiteParamSchema), async (c) => {
    await deleteActualite(c.var.db, c.var.storage, c.req.valid('param').actualiteid);
    return c.json({ message: newsMessages.deleted }, 200);
  });
