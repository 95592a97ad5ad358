import type { CommentContentType, CommentInput } from '@station/shared';
import { engagementMessages } from '@station/shared/client';
import { useQuery } from '@tanstack/react-query';
import { MessageCircle } from '../../../ui/icons.tsx';
import { accountTag } from '../../../offline/outbox.ts';
import { useOutbox } from '../../../offline/use-outbox.ts';
import { QueryState } from '../../../ui/query-state.tsx';
import { useSession } from '../../../session/session-query.ts';
import { useAuthModalStore } from '../../../session/auth-modal-store.ts';
import { commentsQuery } from '../api/comment-queries.ts';
import { LazyCommentForm } from './lazy-comment-form.tsx';
import { CommentItem } from './comment-item.tsx';

interface CommentsWidgetProps {
  contentType: CommentContentType;
  contentId: number;
  title: string;
}

/** 'Comments widget': attached to a mix, a show or an article. */
export function CommentsWidget({ contentType, contentId, title }: CommentsWidgetProps) {
  const { account } = useSession();
  const openAuth = useAuthModalStore((state) => state.openAuth);
  const viewer = accountTag(account);
  const query = useQuery(commentsQuery(contentType, contentId, viewer));
  // Written offline: shown as waiting until the outbox has sent them.
  const queued = useOutbox().filter((entry) => {
    const body = entry.body as Partial<CommentInput> | undefined;
    return entry.path === '/api/comments' && entry.account === viewer && body?.content_type === contentType && body.content_id === contentId;
  });
  return (
    <section className="comments" aria-labelledby={`comments-${contentType}-${contentId}`}>
      <h2 id={`comments-${contentType}-${contentId}`} className="community__title">
        <MessageCircle size={20} aria-hidden="true" /> Commentaires
      </h2>
      {!account ? (
        // A disabled box; trying to use it opens the login prompt.
        <button type="button" className="comments__disabled" onClick={() => openAuth()}>
          Connectez-vous pour commenter
        </button>
      ) : account.role !== 'moderator' ? (
        <LazyCommentForm contentType={contentType} contentId={contentId} title={title} />
      ) : null}
      {queued.length > 0 && (
        <ul className="community__list" aria-label="Commentaires en attente d'envoi">
          {queued.map((entry) => (
            <li key={entry.id} className="comment">
              <span className="status-badge status-badge--queued">En attente d'envoi</span>
              <p className="comment__text">{(entry.body as CommentInput).comment_text}</p>
            </li>
          ))}
        </ul>
      )}
      <QueryState query={query} skeletons={1} errorText={engagementMessages.commentsLoadFailed}>
        {(comments) =>
          comments.length === 0 ? (
            <p className="muted">Aucun commentaire pour le moment.</p>
          ) : (
            <ul className="community__list" aria-label="Commentaires">
              {comments.map((comment) => (
                <li key={comment.commentid}>
                  <CommentItem comment={comment} account={account} title={title} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
