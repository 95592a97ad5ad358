import { likeCheckQuerySchema, likeCountsQuerySchema, likeInputSchema, likeTargetParamSchema } from '@station/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { clientAddress } from '../../lib/request-info.ts';
import { validate } from '../../lib/validate.ts';
import { countLikes, countMany, hasLiked } from './like.repository.ts';
import { like, likerOf, unlike } from './like.service.ts';

// Likes: check, count, like (201), unlike (200). Counts change with every click, so
// these reads are not cached (no publicRead).
export const likeRoutes = new Hono<AppEnv>()
  // A page of cards asks once for all its counts and liked states.
  .get('/counts', validate('query', likeCountsQuerySchema), async (c) => {
    const { content_type, ids, visitor_key } = c.req.valid('query');
    const signedInLiker = c.var.account !== null && c.var.account.role !== 'moderator';
    const liker = signedInLiker || visitor_key ? likerOf(c.var.account, visitor_key) : null;
    return c.json(await countMany(c.var.db, content_type, ids, liker), 200);
  })
  .get('/count/:content_type/:content_id', validate('param', likeTargetParamSchema), async (c) =>
    c.json({ count: await countLikes(c.var.db, c.req.valid('param')) }, 200),
  )
  .get('/check/:content_type/:content_id', validate('param', likeTargetParamSchema), validate('query', likeCheckQuerySchema), async (c) => {
    const { visitor_key } = c.req.valid('query');
    // Nobody to ask about (a visitor without a key): not liked.
    const hasLikedIt = c.var.account || visitor_key ? await hasLiked(c.var.db, c.req.valid('param'), likerOf(c.var.account, visitor_key)) : false;
    return c.json({ hasLiked: hasLikedIt }, 200);
  })
  .post('/', validate('json', likeInputSchema), async (c) => {
    const { visitor_key, ...target } = c.req.valid('json');
    const { rateLimits } = c.var.config;
    const visitorLimit = { address: clientAddress(c), limit: rateLimits.visitorLikesPerAddress, windowMs: rateLimits.windowMs };
    const { created, ...state } = await like(c.var.db, target, likerOf(c.var.account, visitor_key), visitorLimit);
    return c.json(state, created ? 201 : 200);
  })
  .delete('/', validate('json', likeInputSchema), async (c) => {
    const { visitor_key, ...target } = c.req.valid('json');
    return c.json(await unlike(c.var.db, target, likerOf(c.var.account, visitor_key)), 200);
  });
