import { heroImageUploadSchema, heroMessages, heroReorderSchema, idParamSchema } from '@station/shared';
import { Hono } from 'hono';
import { allowRoles, requireRole } from '../../lib/auth.ts';
import { publicRead } from '../../lib/cache.ts';
import type { AppEnv } from '../../lib/context.ts';
import { HttpError } from '../../lib/errors.ts';
import { readMultipart } from '../../lib/uploads.ts';
import { firstIssue, validate } from '../../lib/validate.ts';
import { addHeroImage, deleteHeroImage, listHeroImages, reorderHeroImages } from './hero-image.service.ts';

const adminOnly = allowRoles('admin');

// The hero slider's images; an empty list makes the web app show its fallback slides.
// Writes are the admin's.
export const heroImageRoutes = new Hono<AppEnv>()
  .get('/', publicRead(), async (c) => c.json(await listHeroImages(c.var.db), 200))
  .post('/upload', async (c) => {
    // The role first: a visitor's file is never read, let alone stored.
    requireRole(c, 'admin');
    const form = await readMultipart(c, { image: 'image' });
    try {
      const fields = heroImageUploadSchema.safeParse(form.fields);
      if (!fields.success) throw new HttpError(400, firstIssue(fields.error), 'invalid_body');
      const image = form.files.image;
      if (!image) throw new HttpError(400, heroMessages.imageRequired, 'image_required');
      return c.json(await addHeroImage(c.var.db, c.var.storage, image, fields.data), 201);
    } finally {
      await form.discard();
    }
  })
  .put('/reorder/bulk', adminOnly, validate('json', heroReorderSchema), async (c) =>
    c.json({ message: heroMessages.reorderedMessage, images: await reorderHeroImages(c.var.db, c.req.valid('json')) }, 200),
  )
  .delete('/:id', adminOnly, validate('param', idParamSchema('id')), async (c) => {
    const { title } = await deleteHeroImage(c.var.db, c.var.storage, c.req.valid('param').id);
    return c.json({ message: heroMessages.deletedMessage, title }, 200);
  });
