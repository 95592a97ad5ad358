// Stored images and audio under the spec's public paths. Audio answers
// byte ranges so seek bars work.
import { IMAGE_FOLDERS, IMAGE_VARIANT_WIDTHS, messages } from '@station/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { serveStored } from '../../lib/serve-stored.ts';
import { imageVariantKey } from '../../lib/image-variants.ts';

export const mediaRoutes = new Hono<AppEnv>()
  .get('/imageback/:folder/:file', async (c) => {
    const { folder, file } = c.req.param();
    if (!(IMAGE_FOLDERS as readonly string[]).includes(folder)) {
      return c.json({ error: messages.fileNotFound, code: 'not_found' }, 404);
    }
    const key = `imageback/${folder}/${file}`;
    // `?w=640`: the phone-sized WebP variant made at upload or seed (lib/image-variants.ts), else the original.
    const width = Number(c.req.query('w'));
    if ((IMAGE_VARIANT_WIDTHS as readonly number[]).includes(width)) {
      const variant = imageVariantKey(key, width);
      if (await c.var.storage.stat(variant)) return serveStored(c, variant);
    }
    return serveStored(c, key);
  })
  .get('/musics/MixDJ/:file', (c) => serveStored(c, `musics/MixDJ/${c.req.param('file')}`))
  .get('/Audioemission/:file', (c) => serveStored(c, `Audioemission/${c.req.param('file')}`));
