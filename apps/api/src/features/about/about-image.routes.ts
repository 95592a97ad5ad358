import { ABOUT_IMAGE_KEYS, type AboutImageUploadResponse, aboutImageUploadSchema, aboutMessages } from '@station/shared';
import { Hono } from 'hono';
import { requireRole } from '../../lib/auth.ts';
import { publicRead } from '../../lib/cache.ts';
import type { AppEnv } from '../../lib/context.ts';
import { HttpError } from '../../lib/errors.ts';
import { readMultipart } from '../../lib/uploads.ts';
import { firstIssue } from '../../lib/validate.ts';
import { aboutStats, listAboutImages, replaceAboutImage } from './about-image.service.ts';

// About: the image slots of 'Notre Histoire', the admin's replacement of one, and the
// section's figures (counted, never invented).
export const aboutRoutes = new Hono<AppEnv>()
  .get('/images', publicRead(), async (c) => c.json(await listAboutImages(c.var.db), 200))
  .get('/stats', publicRead(), async (c) => c.json(await aboutStats(c.var.db), 200))
  .post('/upload/:imageKey', async (c) => {
    requireRole(c, 'admin');
    const imageKey = c.req.param('imageKey');
    if (!(ABOUT_IMAGE_KEYS as readonly string[]).includes(imageKey)) throw new HttpError(400, aboutMessages.unknownSlot, 'unknown_slot');
    const form = await readMultipart(c, { image: 'image' });
    try {
      const fields = aboutImageUploadSchema.safeParse(form.fields);
      if (!fields.success) throw new HttpError(400, firstIssue(fields.error), 'invalid_body');
      const image = form.files.image;
      if (!image) throw new HttpError(400, aboutMessages.imageRequired, 'image_required');
      const data = await replaceAboutImage(c.var.db, c.var.storage, imageKey, image, fields.data.alt_text);
      return c.json({ message: aboutMessages.uploaded, data } satisfies AboutImageUploadResponse, 200);
    } finally {
      await form.discard();
    }
  });
