import type { Account, Comment } from '@station/shared';
import { engagementMessages } from '@station/shared/client';
import { BadgeCheck, Reply } from '../../../ui/icons.tsx';
import { lazy, useState } from 'react';
import { formatDateTime } from '../../../lib/format.ts';
import { AccountAvatar } from '../../../ui/account-avatar.tsx';
import { LazyCommentForm } from './lazy-comment-form.tsx';
import { LazyPart } from '../../../ui/lazy-part.tsx';

// 'Approuver' and 'Supprimer' (and what they send) load for the comments one may manage: a
// visitor's page has none.
const CommentManageButtons = lazy(() => import('./comment-manage-buttons.tsx').then((module) => ({ default: module.CommentManageButtons })));

const isOwn = (comment: Comment, account: Account | null) =>
  (account?.role === 'user' && comment.user_id === account.id) ||
  (account?.role === 'talent' && comment.talon_id === account.id) ||
  (account?.role === 'admin' && comment.admin_id === account.id);

/** One comment, its actions and its replies (no reply to a pending comment). */
export function CommentItem({ comment, account, title }: { comment: Comment; account: Account | null; title: string }) {
  const [replying, setReplying] = useState(false);
  const admin = account?.role === 'admin';
  const canWrite = account !== null && account.role !== 'moderator';
  return (
    <article className="comment">
      <header className="comment__header">
        <span className="comment__author">
          {comment.is_admin ? (
            <span className="comment__station-avatar" aria-hidden="true">
              <BadgeCheck size={18} />
            </span>
          ) : (
            <AccountAvatar url={comment.user_avatar ?? comment.talon_avatar} size={32} />
          )}
          <strong>
            {comment.author_name}
            {comment.is_admin && <BadgeCheck size={16} aria-label="Compte vérifié" className="comment__verified" />}
          </strong>
        </span>
        {!comment.is_approved && <span className="status-badge status-badge--pending">{engagementMessages.commentPending}</span>}
      </header>
      <p className="comment__text">{comment.comment_text}</p>
      <p className="comment__date muted">{formatDateTime(new Date(comment.created_at))}</p>
      <div className="community__actions">
        {canWrite && comment.parent_comment_id === null && (
          <button type="button" className="btn btn--ghost btn--small" disabled={!comment.is_approved} onClick={() => setReplying((value) => !value)}>
            <Reply size={16} aria-hidden="true" />
            Répondre
          </button>
        )}
        {(admin || isOwn(comment, account)) && (
          <LazyPart>
            <CommentManageButtons comment={comment} admin={admin} />
          </LazyPart>
        )}
      </div>
      {replying && (
        <LazyCommentForm contentType={comment.content_type} contentId={comment.content_id} title={title} parentId={comment.commentid} onDone={() => setReplying(false)} />
      )}
      {comment.replies.length > 0 && (
        <ul className="comment__replies" aria-label="Réponses">
          {comment.replies.map((reply) => (
            <li key={reply.commentid}>
              <CommentItem comment={reply} account={account} title={title} />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
