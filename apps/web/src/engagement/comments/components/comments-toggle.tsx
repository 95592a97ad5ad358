import type { CommentContentType } from '@station/shared';
import { MessageCircle } from '../../../ui/icons.tsx';
import { lazy, useState } from 'react';
import { LazyPanel } from '../../../ui/lazy-panel.tsx';
import { Modal } from '../../../ui/modal.tsx';
import '../../engagement.css';

// The comments, their form and its schema load when a card's comments are first opened.
const CommentsWidget = lazy(() => import('./comments-widget.tsx').then((module) => ({ default: module.CommentsWidget })));

interface CommentsToggleProps {
  contentType: CommentContentType;
  contentId: number;
  title: string;
}

/** A card's comments open in a panel (the article page shows them inline instead). */
export function CommentsToggle({ contentType, contentId, title }: CommentsToggleProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="icon-button card-action" aria-label={`Commentaires : ${title}`} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <MessageCircle size={18} aria-hidden="true" />
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={title}>
        <LazyPanel>
          <CommentsWidget contentType={contentType} contentId={contentId} title={title} />
        </LazyPanel>
      </Modal>
    </>
  );
}
