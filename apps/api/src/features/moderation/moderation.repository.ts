import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** Pending comments with their author's name and avatar and the title of what they are about. */
export function pendingComments(db: Kysely<Database>) {
  return db
    .selectFrom('comments as c')
    .leftJoin('users as u', 'u.userid', 'c.user_id')
    .leftJoin('talons as t', 't.talonid', 'c.talon_id')
    .leftJoin('mixes as m', (join) => join.onRef('m.mixid', '=', 'c.content_id').on('c.content_type', '=', 'mix'))
    .leftJoin('emissions as e', (join) => join.onRef('e.id', '=', 'c.content_id').on('c.content_type', '=', 'emission'))
    .leftJoin('actualites as a', (join) => join.onRef('a.actualiteid', '=', 'c.content_id').on('c.content_type', '=', 'actualite'))
    .select([
      'c.commentid',
      'c.content_type',
      'c.content_id',
      'c.comment_text',
      'c.parent_comment_id',
      'c.created_at',
      'c.talon_id',
      'u.prenom',
      'u.nom',
      't.nom_artiste',
      sql<string | null>`coalesce(u.avatar_url, t.avatar_url)`.as('avatar'),
      sql<string | null>`coalesce(m.titre, e.title, a.title)`.as('content_title'),
    ])
    .where('c.is_approved', '=', false)
    .orderBy('c.created_at', 'desc')
    .execute();
}

export async function countPending(db: Kysely<Database>, withComments: boolean) {
  const dedications = await db.selectFrom('dedicaces').select((eb) => eb.fn.countAll<number>().as('n')).where('approved', '=', 0).executeTakeFirstOrThrow();
  if (!withComments) return Number(dedications.n);
  const comments = await db.selectFrom('comments').select((eb) => eb.fn.countAll<number>().as('n')).where('is_approved', '=', false).executeTakeFirstOrThrow();
  return Number(dedications.n) + Number(comments.n);
}
