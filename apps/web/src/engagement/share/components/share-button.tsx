import type { ShareTarget } from '@station/shared';
import { sharePath } from '@station/shared/client';
import { Share2 } from '../../../ui/icons.tsx';
import { lazy, useState } from 'react';
import { LazyDialog } from '../../../ui/lazy-dialog.tsx';
import '../share.css';
import { usePageOrigin } from '../../../ssr/hydration.ts';

const ShareDialog = lazy(() => import('./share-dialog.tsx').then((module) => ({ default: module.ShareDialog })));

interface ShareButtonProps {
  target: ShareTarget;
  title: string;
  /** A full button with its label (item pages) rather than a round icon (cards). */
  withLabel?: boolean;
}

// Phones get the system share sheet (Web Share API); elsewhere the app's own dialog, whose
// networks and 'copy link' the spec lists.
const prefersSystemShare = () => typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches;

/** Share a mix, a weekly mix, an emission, an article, a talent or a public playlist. */
export function ShareButton({ target, title, withLabel = false }: ShareButtonProps) {
  const origin = usePageOrigin();
  const [open, setOpen] = useState(false);
  const url = `${origin}${sharePath(target)}`;
  const share = async () => {
    if (prefersSystemShare()) {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The listener closed the sheet: nothing more to do. Any other failure: the dialog.
        if ((error as DOMException).name === 'AbortError') return;
      }
    }
    setOpen(true);
  };
  return (
    <>
      <button
        type="button"
        className={withLabel ? 'btn btn--ghost btn--small' : 'icon-button card-action'}
        aria-label={withLabel ? undefined : `Partager : ${title}`}
        aria-haspopup="dialog"
        onClick={() => void share()}
      >
        <Share2 size={18} aria-hidden="true" />
        {withLabel && 'Partager'}
      </button>
      <LazyDialog open={open}>
        <ShareDialog open={open} onClose={() => setOpen(false)} title={title} url={url} target={target} />
      </LazyDialog>
    </>
  );
}
