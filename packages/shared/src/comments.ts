import { z } from './zod-config.ts';
import { LIKE_CONTENT_TYPES } from './likes.ts';
import { messages } from './messages.ts';

// Comment and its rules. The author is the session's account, never an id from the body
//; approval is the server's business.
export const COMMENT_CONTENT_TYPES = LIKE_CONTENT_TYPES;
export type CommentContentType = (typeof COMMENT_CONTENT_TYPES)[number];
export const COMMENT_MAX = 2000;

const contentId = z.number({ error: messages.invalidId }).int(messages.invalidId).positive(messages.invalidId).max(999_999_999, messages.invalidId);

export const commentInputSchema = z
  .object({
    content_type: z.enum(COMMENT_CONTENT_TYPES, { error: messages.likeContentTypeInvalid }),
    content_id: contentId,
    comment_text: z.string({ error: messages.commentRequired }).trim().max(COMMENT_MAX, messages.commentTooLong),
    parent_comment_id: contentId.nullish(),
  })
  // The empty-text message depends on whether it is a reply.
  .superRefine((value, ctx) => {
    if (value.comment_text === '') {
      ctx.addIssue({ code: 'custom', path: ['comment_text'], message: value.parent_comment_id ? messages.replyRequired : messages.commentRequired });
    }
  });
export type CommentInput = z.input<typeof commentInputSchema>;

export interface Comment {
  commentid: number;
  content_type: CommentContentType;
  content_id: number;
  comment_text: string;
  user_id: number | null;
  talon_id: number | null;
  admin_id: number | null;
  parent_comment_id: number | null;
  is_approved: boolean;
  approved_by: number | null;
  created_at: string;
  /** Comments themselves cannot be liked here (likes target mixes, shows and articles). */
  total_likes: number;
  user_prenom: string | null;
  user_nom: string | null;
  talon_nom_artiste: string | null;
  user_avatar: string | null;
  talon_avatar: string | null;
  /** Who to show: 'Prénom Nom', the artist name, or 'Admin {station}' (verified badge). */
  author_name: string;
  is_admin: boolean;
  replies: Comment[];
}
