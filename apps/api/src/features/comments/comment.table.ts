import type { Generated, GeneratedAlways } from 'kysely';

export type ContentType = 'mix' | 'emission' | 'actualite';

/** Exactly one of user_id, talon_id, admin_id is set (a check constraint). */
export interface CommentTable {
  commentid: GeneratedAlways<number>;
  content_type: ContentType;
  content_id: number;
  comment_text: string;
  user_id: number | null;
  talon_id: number | null;
  admin_id: number | null;
  parent_comment_id: number | null;
  is_approved: Generated<boolean>;
  approved_by: number | null;
  created_at: Generated<Date>;
}
