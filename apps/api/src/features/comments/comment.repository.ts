import type { CommentContentType } from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** The author's column: exactly one is set (the table's check constraint). */
export type AuthorColumn = 'user_id' | 'talon_id' | 'admin_id';
export interface Viewer {
  column: AuthorColumn;
  id: number;
}

/** Comments with their author's display fields. */
function selectComments(db: Kysely<Database>) {
  return db
    .selectFrom('comments as c')
    .leftJoin('users as u', 'u.userid', 'c.user_id')
    .leftJoin('talons as t', 't.talonid', 'c.talon_id')
    .selectAll('c')
    .select(['u.prenom as user_prenom', 'u.nom as user_nom', 'u.avatar_url as user_avatar', 't.nom_artiste as talon_nom_artiste', 't.avatar_url as talon_avatar']);
}

export type CommentRow = Awaited<ReturnType<ReturnType<typeof selectComments>['execute']>>[number];

/**
 * Approved comments plus the viewer's own pending ones; everything when `viewer` is
 * 'all' (admins). Oldest first: the service puts the newest threads on top, replies in order.
 */
export function listForContent(db: Kysely<Database>, content_type: CommentContentType, content_id: number, viewer: Viewer | 'all' | null) {
  let query = selectComments(db).where('c.content_type', '=', content_type).where('c.content_id', '=', content_id);
  if (viewer !== 'all') {
    query = query.where((eb) => (viewer ? eb.or([eb('c.is_approved', '=', true), eb(`c.${viewer.column}`, '=', viewer.id)]) : eb('c.is_approved', '=', true)));
  }
  return query.orderBy('c.created_at').orderBy('c.commentid').execute();
}

export const findComment = (db: Kysely<Database>, id: number) => selectComments(db).where('c.commentid', '=', id).executeTakeFirst();

export async function insertComment(
  db: Kysely<Database>,
  values: { content_type: CommentContentType; content_id: number; comment_text: string; parent_comment_id: number | null; author: Viewer; approvedBy: number | null },
) {
  const row = await db
    .insertInto('comments')
    .values({
      content_type: values.content_type,
      content_id: values.content_id,
      comment_text: values.comment_text,
      parent_comment_id: values.parent_comment_id,
      [values.author.column]: values.author.id,
      is_approved: values.approvedBy !== null,
      approved_by: values.approvedBy,
    })
    .returning('commentid')
    .executeTakeFirstOrThrow();
  return row.commentid;
}

export const approveComment = (db: Kysely<Database>, id: number, adminId: number) =>
  db.updateTable('comments').set({ is_approved: true, approved_by: adminId }).where('commentid', '=', id).execute();

// Its replies go with it (parent_comment_id ... on delete cascade).
export const deleteComment = (db: Kysely<Database>, id: number) => db.deleteFrom('comments').where('commentid', '=', id).execute();
