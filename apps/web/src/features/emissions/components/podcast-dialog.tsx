import { podcastAppLinks, podcastMessages } from '@station/shared/client';
import { Copy } from '../../../ui/icons.tsx';
import { useId } from 'react';
import { toast } from 'sonner';
import { Modal } from '../../../ui/modal.tsx';
import '../../../engagement/share/share.css';

interface PodcastDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  feedUrl: string;
}

/** Subscribe in a podcast app from a link, or copy the feed's address into any other. */
export function PodcastDialog({ open, onClose, title, feedUrl }: PodcastDialogProps) {
  const fieldId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(feedUrl);
      toast.success(podcastMessages.feedCopied);
    } catch {
      toast.error(podcastMessages.copyFailed);
    }
  };
  return (
    <Modal open={open} onClose={onClose} title="S'abonner au podcast">
      <p className="share-dialog__title">{title}</p>
      <ul className="share-dialog__networks podcast-apps" aria-label="Applications de podcast">
        {podcastAppLinks(feedUrl).map((app) => (
          <li key={app.name}>
            <a className="share-network podcast-app" href={app.href} rel="noopener noreferrer">
              {app.name}
            </a>
          </li>
        ))}
      </ul>
      <label htmlFor={fieldId} className="share-dialog__label">
        Autres applications : l'adresse du flux
      </label>
      <div className="share-dialog__copy">
        <input id={fieldId} className="field__input" readOnly value={feedUrl} onFocus={(event) => event.currentTarget.select()} />
        <button type="button" className="btn btn--primary btn--small" onClick={() => void copy()}>
          <Copy size={16} aria-hidden="true" />
          Copier le lien du flux
        </button>
      </div>
    </Modal>
  );
}
