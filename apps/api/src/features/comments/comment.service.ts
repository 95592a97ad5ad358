import { type Account, type Comment, type commentInputSchema, messages } from '@station/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { HttpError, notFoundIf } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { contentExists } from '../likes/like.repository.ts';
import { type CommentRow, type Viewer, approveComment, deleteComment, findComment, insertComment, listForContent } from './comment.repository.ts';

/** Users, talents and admins comment as themselves; moderators have no column. */
export function authorOf(account: Account | null): Viewer | null {
  if (account?.role === 'user') return { column: 'user_id', id: account.id };
  if (account?.role === 'talent') return { column: 'talon_id', id: account.id };
  if (account?.role === 'admin') return { column: 'admin_id', id: account.id };
  return null;
}

function toComment(row: CommentRow, stationName: string): Comment {
  const author_name =
    row.admin_id !== null ? `Admin ${stationName}` : row.talon_id !== null ? (row.talon_nom_artiste ?? '') : `${row.user_prenom ?? ''} ${row.user_nom ?? ''}`.trim();
  return {
    commentid: row.commentid,
    content_type: row.content_type,
    content_id: row.content_id,
    comment_text: row.comment_text,
    user_id: row.user_id,
    talon_id: row.talon_id,
    admin_id: row.admin_id,
    parent_comment_id: row.parent_comment_id,
    is_approved: row.is_approved,
    approved_by: row.approved_by,
    created_at: row.created_at.toISOString(),
    total_likes: 0,
    user_prenom: row.user_prenom,
    user_nom: row.user_nom,
    talon_nom_artiste: row.talon_nom_artiste,
    user_avatar: row.user_avatar,
    talon_avatar: row.talon_avatar,
    author_name,
    is_admin: row.admin_id !== null,
    replies: [],
  };
}

/** Threads newest first, each with its replies (any depth) in the order they were written. */
export async function listComments(db: Kysely<Database>, account: Account | null, target: { content_type: Comment['content_type']; content_id: number }, stationName: string) {
  const viewer = account?.role === 'admin' ? 'all' : authorOf(account);
  const rows = await listForContent(db, target.content_type, target.content_id, viewer);
  const byId = new Map(rows.map((row) => [row.commentid, toComment(row, stationName)]));
  const threads: Comment[] = [];
  for (const comment of byId.values()) {
    const parent = comment.parent_comment_id === null ? undefined : byId.get(comment.parent_comment_id);
    // A reply whose parent this viewer cannot see is not shown either.
    if (parent) parent.replies.push(comment);
    else if (comment.parent_comment_id === null) threads.push(comment);
  }
  return threads.reverse();
}

export async function postComment(db: Kysely<Database>, account: Account, input: z.output<typeof commentInputSchema>, stationName: string) {
  const author = authorOf(account);
  if (!author) throw new HttpError(403, messages.forbidden, 'forbidden');
  return inTransaction(db, async (trx) => {
    if (!(await contentExists(trx, input))) throw new HttpError(404, messages.likeContentNotFound, 'not_found');
    const parentId = input.parent_comment_id ?? null;
    if (parentId !== null) {
      // No reply to a pending comment; and a reply stays on its parent's content.
      const parent = await findComment(trx, parentId);
      if (!parent?.is_approved || parent.content_type !== input.content_type || parent.content_id !== input.content_id) {
        throw new HttpError(400, messages.replyParentInvalid, 'invalid_parent');
      }
    }
    const id = await insertComment(trx, {
      ...input,
      parent_comment_id: parentId,
      author,
      // An admin's own words need no moderation.
      approvedBy: account.role === 'admin' ? account.id : null,
    });
    return toComment((await findComment(trx, id))!, stationName);
  });
}

export async function approve(db: Kysely<Database>, account: Account, id: number) {
  notFoundIf(await findComment(db, id), messages.commentNotFound);
  await approveComment(db, id, account.id);
}

/** Own comments and replies, or any for an admin. */
export async function remove(db: Kysely<Database>, account: Account, id: number) {
  const row = notFoundIf(await findComment(db, id), messages.commentNotFound);
  const author = authorOf(account);
  const own = author !== null && row[author.column] === author.id;
  if (!own && account.role !== 'admin') throw new HttpError(403, messages.forbidden, 'forbidden');
  await deleteComment(db, id);
}


