import { idParamSchema, tvMessages, tvStreamInputSchema } from '@station/shared';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { allowRoles, requireRole } from '../../lib/auth.ts';
import { publicRead } from '../../lib/cache.ts';
import type { AppEnv } from '../../lib/context.ts';
import { HttpError } from '../../lib/errors.ts';
import { readMultipart } from '../../lib/uploads.ts';
import { firstIssue, validate } from '../../lib/validate.ts';
import { createTvStream, deleteTvStream, listTvStreams, updateTvStream } from './tv-stream.service.ts';

const idParam = validate('param', idParamSchema('id'));

/** The admin's channel form (multipart: the fields and an optional poster), checked before anything is stored. */
async function withChannelForm<T>(c: Context<AppEnv>, use: (input: ReturnType<typeof tvStreamInputSchema.parse>, poster: Parameters<typeof createTvStream>[3]) => Promise<T>) {
  requireRole(c, 'admin');
  const form = await readMultipart(c, { poster: 'image' });
  try {
    const input = tvStreamInputSchema.safeParse(form.fields);
    if (!input.success) throw new HttpError(400, firstIssue(input.error), 'invalid_body');
    return await use(input.data, form.files.poster);
  } finally {
    await form.discard();
  }
}

// The TV streams the old site read from a hosted backend now come from our
// database; the admin manages them (the old site had no screen for it).
export const tvStreamRoutes = new Hono<AppEnv>()
  .get('/', publicRead(), async (c) => c.json(await listTvStreams(c.var.db), 200))
  .post('/', async (c) => {
    const stream = await withChannelForm(c, (input, poster) => createTvStream(c.var.db, c.var.storage, input, poster));
    return c.json({ message: tvMessages.created, stream }, 201);
  })
  .put('/:id', idParam, async (c) => {
    const id = c.req.valid('param').id;
    const stream = await withChannelForm(c, (input, poster) => updateTvStream(c.var.db, c.var.storage, id, input, poster));
    return c.json({ message: tvMessages.updated, stream }, 200);
  })
  .delete('/:id', allowRoles('admin'), idParam, async (c) => {
    await deleteTvStream(c.var.db, c.var.storage, c.req.valid('param').id);
    return c.json({ message: tvMessages.deleted }, 200);
  });
