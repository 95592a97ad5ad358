import type { ShareTarget } from '@station/shared';
import { embedCode, embedMixPath, shareMessages } from '@station/shared/client';
import { Copy } from '../../../ui/icons.tsx';
import { useId } from 'react';
import { toast } from 'sonner';
import { Modal } from '../../../ui/modal.tsx';
import { usePageOrigin } from '../../../ssr/hydration.ts';
import '../share.css';

interface ShareDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  url: string;
  /** What is shared: a mix also offers its embeddable player's <iframe> code to copy. */
  target: ShareTarget;
}

/** Other: Facebook, X, WhatsApp, LinkedIn, Telegram and 'copy link', built from the URL. */
function networks(title: string, url: string) {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${text}` },
    { name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { name: 'Telegram', href: `https://t.me/share/url?url=${u}&text=${text}` },
  ];
}

export function ShareDialog({ open, onClose, title, url, target }: ShareDialogProps) {
  const origin = usePageOrigin();
  const code = target.kind === 'mix' ? embedCode(origin, embedMixPath(target.id), title) : undefined;
  const fieldId = useId();
  const embedId = useId();
  const copy = async (text = url) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(text === url ? shareMessages.linkCopied : shareMessages.codeCopied);
    } catch {
      toast.error(shareMessages.copyFailed);
    }
  };
  return (
    <Modal open={open} onClose={onClose} title="Partager">
      <p className="share-dialog__title">{title}</p>
      <ul className="share-dialog__networks" aria-label="Réseaux sociaux">
        {networks(title, url).map((network) => (
          <li key={network.name}>
            <a className={`share-network share-network--${network.name.toLowerCase()}`} href={network.href} target="_blank" rel="noopener noreferrer">
              {network.name}
            </a>
          </li>
        ))}
      </ul>
      <label htmlFor={fieldId} className="share-dialog__label">
        Lien
      </label>
      <div className="share-dialog__copy">
        <input id={fieldId} className="field__input" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        <button type="button" className="btn btn--primary btn--small" onClick={() => void copy()}>
          <Copy size={16} aria-hidden="true" />
          Copier le lien
        </button>
      </div>
      {code && (
        <>
          <label htmlFor={embedId} className="share-dialog__label">
            Intégrer le lecteur sur un site
          </label>
          <div className="share-dialog__copy">
            <textarea id={embedId} className="field__input share-dialog__code" readOnly rows={3} value={code} onFocus={(event) => event.currentTarget.select()} />
            <button type="button" className="btn btn--ghost btn--small" onClick={() => void copy(code)}>
              <Copy size={16} aria-hidden="true" />
              Copier le code
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
