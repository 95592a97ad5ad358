import { COMMENT_CONTENT_TYPES, commentInputSchema, idParamSchema, idSchema, messages } from '@station/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import { allowRoles, requireUser, signedIn, verifiedEmail } from '../../lib/auth.ts';
import { noStore } from '../../lib/cache.ts';
import type { AppEnv } from '../../lib/context.ts';
import { validate } from '../../lib/validate.ts';
import { approve, listComments, postComment, remove } from './comment.service.ts';

const targetParam = z.object({ content_type: z.enum(COMMENT_CONTENT_TYPES, { error: messages.likeContentTypeInvalid }), content_id: idSchema });
const idParam = idParamSchema('id');
// The old site's approval sends { admin_id, is_approved: true }: the admin is the session's.
const approveBody = z.object({ is_approved: z.literal(true, { error: messages.moderationDecisionInvalid }).optional() });

// Comments. What a viewer sees depends on who they are: never cached.
export const commentRoutes = new Hono<AppEnv>()
  .use(noStore())
  .get('/:content_type/:content_id', validate('param', targetParam), async (c) =>
    c.json(await listComments(c.var.db, c.var.account, c.req.valid('param'), c.var.config.station.name), 200),
  )
  .post('/', signedIn(), verifiedEmail(), validate('json', commentInputSchema), async (c) => {
    const comment = await postComment(c.var.db, requireUser(c), c.req.valid('json'), c.var.config.station.name);
    const reply = comment.parent_comment_id !== null;
    const pending = { comment: messages.commentSent, reply: messages.replySent };
    const published = { comment: messages.commentPublished, reply: messages.replyPublished };
    return c.json({ message: (comment.is_approved ? published : pending)[reply ? 'reply' : 'comment'], comment }, 201);
  })
  .patch('/:id/approve', allowRoles('admin'), validate('param', idParam), validate('json', approveBody), async (c) => {
    await approve(c.var.db, requireUser(c), c.req.valid('param').id);
    return c.json({ message: messages.commentApproved }, 200);
  })
  .delete('/:id', signedIn(), validate('param', idParam), async (c) => {
    await remove(c.var.db, requireUser(c), c.req.valid('param').id);
    return c.json({ message: messages.commentDeleted }, 200);
  });
