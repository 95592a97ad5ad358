import type { Actualite } from '@station/shared';
import { CommentsWidget } from '../../engagement/comments/components/comments-widget.tsx';
import { LikeButton } from '../../engagement/likes/components/like-button.tsx';
import { ShareButton } from '../../engagement/share/components/share-button.tsx';

// Like, share and the comments widget under the selected article (the list and one article alike).
export const articleFooter = (article: Actualite) => (
  <>
    <div className="community__actions">
      <LikeButton contentType="actualite" contentId={article.actualiteid} title={article.title} />
      <ShareButton target={{ kind: 'actualite', id: article.actualiteid }} title={article.title} withLabel />
    </div>
    <CommentsWidget contentType="actualite" contentId={article.actualiteid} title={article.title} />
  </>
);
