import type { Comment } from '@station/shared';
import { Check } from '../../../ui/icons.tsx';
import { DeleteButton } from '../../../ui/delete-button.tsx';
import { useApproveComment, useDeleteComment } from '../api/comment-writes.ts';

/** 'Approuver' (an admin, a pending comment) and 'Supprimer' (an admin, or the comment's author). */
export function CommentManageButtons({ comment, admin }: { comment: Comment; admin: boolean }) {
  const approve = useApproveComment();
  const remove = useDeleteComment();
  return (
    <>
      {admin && !comment.is_approved && (
        <button type="button" className="btn btn--primary btn--small" disabled={approve.isPending} onClick={() => approve.mutate(comment.commentid)}>
          <Check size={16} aria-hidden="true" />
          Approuver
        </button>
      )}
      <DeleteButton small disabled={remove.isPending} onClick={() => remove.mutate(comment.commentid)} />
    </>
  );
}
