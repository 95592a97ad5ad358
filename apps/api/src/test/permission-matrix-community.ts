// Permission rows of the community writes: dedications and comments.
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { authorOf } from '../features/comments/comment.service.ts';
import type { MatrixCase, MatrixContext } from './permission-matrix-types.ts';
import { firstArticleId } from './factories.ts';

const pendingDedication = async (db: Kysely<Database>, userId: number) =>
  (
    await db
      .insertInto('dedicaces')
      .values({ user_id: userId, message: 'Bon anniversaire !', nom_expediteur: 'Hugo', nom_destinataire: 'Camille' })
      .returning('dedicaceid')
      .executeTakeFirstOrThrow()
  ).dedicaceid;


/** A pending comment by the requester when they can write one, else by another user. */
async function commentBy(ctx: MatrixContext, own: boolean) {
  const author = (own && authorOf(ctx.self ?? null)) || { column: 'user_id' as const, id: ctx.ids.otherUser };
  const row = await ctx.db
    .insertInto('comments')
    .values({ content_type: 'actualite', content_id: await firstArticleId(ctx.db), comment_text: 'Super article', [author.column]: author.id })
    .returning('commentid')
    .executeTakeFirstOrThrow();
  return row.commentid;
}

const moderators = { visitor: 401, user: 403, talent: 403, moderator: 200, admin: 200 };
const adminOnly = { visitor: 401, user: 403, talent: 403, moderator: 403, admin: 200 };

export const COMMUNITY_MATRIX: Record<string, MatrixCase[]> = {
  'POST /api/dedicaces': [
    {
      scenario: 'users, talents and admins send dedications',
      request: () => ({ path: '/api/dedicaces', body: { nom_destinataire: 'Camille', nom_expediteur: 'Moi', message: 'Pour toi !' } }),
      expect: { visitor: 401, user: 201, talent: 201, moderator: 403, admin: 201 },
    },
  ],
  'PATCH /api/dedicaces/:id/approve': [
    { scenario: 'moderate a pending dedication', request: async ({ db, ids }) => ({ path: `/api/dedicaces/${await pendingDedication(db, ids.otherUser)}/approve`, body: { is_approved: true } }), expect: moderators },
  ],
  'DELETE /api/admins/dedicaces/:id': [
    { scenario: 'an admin deletes a dedication', request: async ({ db, ids }) => ({ path: `/api/admins/dedicaces/${await pendingDedication(db, ids.otherUser)}` }), expect: adminOnly },
  ],
  'DELETE /api/admin-animateur/dedicaces/:id': [
    { scenario: 'an admin-presenter deletes a dedication', request: async ({ db, ids }) => ({ path: `/api/admin-animateur/dedicaces/${await pendingDedication(db, ids.otherUser)}` }), expect: moderators },
  ],
  'POST /api/comments': [
    {
      scenario: 'comment on an article',
      request: async ({ db }) => ({ path: '/api/comments', body: { content_type: 'actualite', content_id: await firstArticleId(db), comment_text: 'Bravo !' } }),
      expect: { visitor: 401, user: 201, talent: 201, moderator: 403, admin: 201 },
    },
  ],
  'PATCH /api/comments/:id/approve': [
    { scenario: 'approve a pending comment', request: async (ctx) => ({ path: `/api/comments/${await commentBy(ctx, false)}/approve`, body: { is_approved: true } }), expect: adminOnly },
  ],
  'DELETE /api/comments/:id': [
    { scenario: 'own comment', request: async (ctx) => ({ path: `/api/comments/${await commentBy(ctx, true)}` }), expect: { visitor: 401, user: 200, talent: 200, moderator: 403, admin: 200 } },
    { scenario: "someone else's comment", request: async (ctx) => ({ path: `/api/comments/${await commentBy(ctx, false)}` }), expect: adminOnly },
  ],
};
