import { concoursInputSchema, concoursListQuerySchema, concoursParamSchema } from '@station/shared';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { allowRoles, requireRole } from '../../lib/auth.ts';
import { noStore, publicRead } from '../../lib/cache.ts';
import type { AppEnv } from '../../lib/context.ts';
import { readMultipart } from '../../lib/uploads.ts';
import { validate } from '../../lib/validate.ts';
import { closeConcours, createConcours, editConcours, removeConcours } from './concours-admin.service.ts';
import { concoursStatistics, statisticsCsv } from './concours-statistics.ts';
import { getConcours, listConcours } from './concours.service.ts';
import { parseFields } from './form-fields.ts';

// The public list holds only active contests (cached like every public read); the
// administration list (?status=inactive or ?status=all) is for admins and never cached.
const listCache = createMiddleware<AppEnv>(async (c, next) => {
  if ((c.req.query('status') ?? 'active') === 'active') return publicRead()(c, next);
  requireRole(c, 'admin');
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
});
const idParam = validate('param', concoursParamSchema);
const admins = allowRoles('admin');

// Contests: the lists, and the admins' writes (multipart with an optional image).
export const concoursRoutes = new Hono<AppEnv>()
  .get('/', validate('query', concoursListQuerySchema), listCache, async (c) => {
    const status = c.req.valid('query').status ?? 'active';
    return c.json(await listConcours(c.var.db, status === 'all' ? undefined : status), 200);
  })
  .get('/:concoursid', publicRead(), idParam, async (c) => c.json(await getConcours(c.var.db, c.req.valid('param').concoursid), 200))
  .post('/', noStore(), admins, async (c) => {
    const form = await readMultipart(c, { image: 'image' });
    try {
      return c.json(await createConcours(c.var.db, c.var.storage, parseFields(concoursInputSchema, form.fields), form.files.image), 201);
    } finally {
      await form.discard();
    }
  })
  .put('/:concoursid', noStore(), admins, idParam, async (c) => {
    const form = await readMultipart(c, { image: 'image' });
    try {
      const input = parseFields(concoursInputSchema, form.fields);
      return c.json(await editConcours(c.var.db, c.var.storage, c.req.valid('param').concoursid, input, form.files.image), 200);
    } finally {
      await form.discard();
    }
  })
  .post('/:concoursid/close', noStore(), admins, idParam, async (c) => c.json(await closeConcours(c.var.db, c.req.valid('param').concoursid), 200))
  .delete('/:concoursid', noStore(), admins, idParam, async (c) => {
    await removeConcours(c.var.db, c.var.storage, c.req.valid('param').concoursid);
    return c.json({ message: 'Concours supprimé avec succès!' }, 200);
  })
  .get('/:concoursid/statistics', noStore(), admins, idParam, async (c) => c.json(await concoursStatistics(c.var.db, c.req.valid('param').concoursid), 200))
  .get('/:concoursid/statistics.csv', noStore(), admins, idParam, async (c) => {
    const stats = await concoursStatistics(c.var.db, c.req.valid('param').concoursid);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="classement-concours-${stats.concours.concoursid}.csv"`);
    return c.body(statisticsCsv(stats), 200);
  });
