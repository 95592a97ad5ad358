import { animateurCreateSchema, animateurParamSchema, animateurUpdateSchema, animateurWriteParamSchema, presenterAccountSchema, presenterMessages } from '@station/shared';
import { Hono } from 'hono';
import { allowRoles } from '../../lib/auth.ts';
import { publicRead } from '../../lib/cache.ts';
import type { AppEnv } from '../../lib/context.ts';
import { parseFormFields } from '../../lib/form-fields.ts';
import { readMultipart } from '../../lib/uploads.ts';
import { validate } from '../../lib/validate.ts';
import { createAnimateur, deleteAnimateur, getAnimateur, getPresenterAccount, linkPresenterAccount, listAnimateurs, updateAnimateur } from './animateur.service.ts';

const adminOnly = allowRoles('admin');
const writeParam = validate('param', animateurWriteParamSchema);

// Presenters: public reads (hidden presenters are absent and answer 404); admins write,
// with a multipart form (the photo streams to storage, lib/uploads.ts).
export const animateurRoutes = new Hono<AppEnv>()
  .get('/', publicRead(), async (c) => c.json(await listAnimateurs(c.var.db), 200))
  .get('/:id', publicRead(), validate('param', animateurParamSchema), async (c) =>
    c.json(await getAnimateur(c.var.db, c.req.valid('param').id), 200),
  )
  .post('/', adminOnly, async (c) => {
    const form = await readMultipart(c, { image: 'image' });
    try {
      const input = parseFormFields(animateurCreateSchema, form.fields);
      const data = await createAnimateur(c.var.db, c.var.storage, input, form.files.image);
      return c.json({ message: presenterMessages.added, data }, 201);
    } finally {
      await form.discard();
    }
  })
  .put('/:animateurid', adminOnly, writeParam, async (c) => {
    const { animateurid } = c.req.valid('param');
    const form = await readMultipart(c, { image: 'image' });
    try {
      const input = parseFormFields(animateurUpdateSchema, form.fields);
      const data = await updateAnimateur(c.var.db, c.var.storage, animateurid, input, form.files.image);
      return c.json({ message: presenterMessages.updated, data }, 200);
    } finally {
      await form.discard();
    }
  })
  // The account that takes the air as this presenter during its slots (admins only; never public).
  .get('/:animateurid/account', adminOnly, writeParam, async (c) => c.json(await getPresenterAccount(c.var.db, c.req.valid('param').animateurid), 200, { 'Cache-Control': 'no-store' }))
  .put('/:animateurid/account', adminOnly, writeParam, validate('json', presenterAccountSchema), async (c) => {
    const { email } = c.req.valid('json');
    const account = await linkPresenterAccount(c.var.db, c.req.valid('param').animateurid, email);
    return c.json({ ...account, message: email === null ? presenterMessages.accountUnlinked : presenterMessages.accountLinked }, 200);
  })
  .delete('/:animateurid', adminOnly, writeParam, async (c) => {
    await deleteAnimateur(c.var.db, c.var.storage, c.req.valid('param').animateurid);
    return c.json({ message: presenterMessages.deleted }, 200);
  });
