import type { Account, ModerationItem } from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { listByStatus } from '../dedications/dedicace.repository.ts';
import { countPending, pendingComments } from './moderation.repository.ts';

/**
 * Everything pending, newest first. Comments are moderated by admins only;
 * admin-presenters see dedications alone (the server decides, not the page).
 */
export async function moderationQueue(db: Kysely<Database>, account: Account): Promise<ModerationItem[]> {
  const dedications: ModerationItem[] = (await listByStatus(db, 0)).map((row) => ({
    kind: 'dedication',
    id: row.dedicaceid,
    created_at: row.date_envoi.toISOString(),
    author_name: row.nom_expediteur,
    author_avatar: row.user_avatar,
    text: row.message,
    content_type: null,
    content_id: null,
    content_title: null,
    is_reply: false,
    nom_destinataire: row.nom_destinataire,
  }));
  if (account.role !== 'admin') return dedications;
  const comments: ModerationItem[] = (await pendingComments(db)).map((row) => ({
    kind: 'comment',
    id: row.commentid,
    created_at: row.created_at.toISOString(),
    author_name: row.talon_id !== null ? (row.nom_artiste ?? '') : `${row.prenom ?? ''} ${row.nom ?? ''}`.trim(),
    author_avatar: row.avatar,
    text: row.comment_text,
    content_type: row.content_type,
    content_id: row.content_id,
    content_title: row.content_title,
    is_reply: row.parent_comment_id !== null,
    nom_destinataire: null,
  }));
  return [...comments, ...dedications].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

export const pendingCount = (db: Kysely<Database>, account: Account) => countPending(db, account.role === 'admin');
