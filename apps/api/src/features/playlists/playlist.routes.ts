import { idParamSchema, idSchema, playlistInputSchema, playlistMessages, playlistOrderSchema, playlistTrackInputSchema, playlistUpdateSchema } from '@station/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireUser, signedIn } from '../../lib/auth.ts';
import { noStore } from '../../lib/cache.ts';
import type { AppEnv } from '../../lib/context.ts';
import { validate } from '../../lib/validate.ts';
import { addTrack, changePlaylist, createPlaylist, getPlaylist, listPlaylists, removePlaylist, removeTrack, reorderTracks } from './playlist.service.ts';

const idParam = idParamSchema('id');
const trackParam = z.object({ id: idSchema, trackId: idSchema });

// /api/playlists. Personal data: never cached.
export const playlistRoutes = new Hono<AppEnv>()
  .use(noStore())
  .get('/', signedIn(), async (c) => c.json(await listPlaylists(c.var.db, requireUser(c)), 200))
  .post('/', signedIn(), validate('json', playlistInputSchema), async (c) =>
    c.json({ message: playlistMessages.created, playlist: await createPlaylist(c.var.db, requireUser(c), c.req.valid('json')) }, 201),
  )
  // A public playlist's read-only page is open to everyone, visitors included.
  .get('/:id', validate('param', idParam), async (c) => c.json(await getPlaylist(c.var.db, c.var.account, c.req.valid('param').id), 200))
  .patch('/:id', signedIn(), validate('param', idParam), validate('json', playlistUpdateSchema), async (c) =>
    c.json({ message: playlistMessages.updated, playlist: await changePlaylist(c.var.db, requireUser(c), c.req.valid('param').id, c.req.valid('json')) }, 200),
  )
  .delete('/:id', signedIn(), validate('param', idParam), async (c) => {
    await removePlaylist(c.var.db, requireUser(c), c.req.valid('param').id);
    return c.json({ message: playlistMessages.deleted }, 200);
  })
  .post('/:id/tracks', signedIn(), validate('param', idParam), validate('json', playlistTrackInputSchema), async (c) => {
    const trackId = await addTrack(c.var.db, requireUser(c), c.req.valid('param').id, c.req.valid('json'));
    return c.json({ message: playlistMessages.trackAdded, id: trackId }, 201);
  })
  .put('/:id/tracks', signedIn(), validate('param', idParam), validate('json', playlistOrderSchema), async (c) => {
    await reorderTracks(c.var.db, requireUser(c), c.req.valid('param').id, c.req.valid('json').track_ids);
    return c.json({ message: playlistMessages.reordered }, 200);
  })
  .delete('/:id/tracks/:trackId', signedIn(), validate('param', trackParam), async (c) => {
    const { id, trackId } = c.req.valid('param');
    await removeTrack(c.var.db, requireUser(c), id, trackId);
    return c.json({ message: playlistMessages.trackRemoved }, 200);
  });
