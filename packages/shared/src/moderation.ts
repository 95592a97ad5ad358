import type { CommentContentType } from './comments.ts';

// One moderation queue for everything pending (comments and dedications), newest first.
export interface ModerationItem {
  kind: 'comment' | 'dedication';
  /** commentid or dedicaceid. */
  id: number;
  created_at: string;
  author_name: string;
  author_avatar: string | null;
  text: string;
  /** Comments: what they are about, and whether they answer another comment. */
  content_type: CommentContentType | null;
  content_id: number | null;
  content_title: string | null;
  is_reply: boolean;
  /** Dedications: who it is for. */
  nom_destinataire: string | null;
}

export const moderationMessages = {
  loadFailed: 'Erreur lors du chargement de la file de modération',
  empty: 'Rien à modérer pour le moment.',
  commentRejected: 'Commentaire rejeté et supprimé.',
} as const;
