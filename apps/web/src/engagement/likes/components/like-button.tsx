import type { LikeContentType } from '@station/shared';
import { Heart } from '../../../ui/icons.tsx';
import { useLikeState } from '../api/like-state-query.ts';
import { useToggleLike } from '../api/toggle-like.ts';

interface LikeButtonProps {
  contentType: LikeContentType;
  contentId: number;
  /** The content's title, for the accessible name and the outbox list. */
  title: string;
}

/** Heart and count; disabled during the request. */
export function LikeButton({ contentType, contentId, title }: LikeButtonProps) {
  const data = useLikeState(contentType, contentId);
  const toggle = useToggleLike(contentType, contentId, title);
  const liked = data?.hasLiked ?? false;
  return (
    <button
      type="button"
      className={`pill-button like-button ${liked ? 'is-liked' : ''}`}
      aria-pressed={liked}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate(liked)}
    >
      <Heart size={18} aria-hidden="true" fill={liked ? 'currentColor' : 'none'} />
      {/* Named by its text, 'J'aime : <title> 12': the count that is seen is part of the name that is heard. */}
      <span className="visually-hidden">J'aime : {title} </span>
      {data && <span className="like-button__count">{data.count}</span>}
    </button>
  );
}
