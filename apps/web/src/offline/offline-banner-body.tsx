import { CloudOff, Send, X } from '../ui/icons.tsx';
import { useEffect, useId, useState } from 'react';
import { formatDateTime, parisTime } from '../lib/format.ts';
import { lastUpdate } from './offline-lists.ts';
import { oldestCached } from './offline-status.ts';
import { readSessionCache } from '../session/session-cache.ts';
import { accountTag, cancelEntry, isHeld } from './outbox.ts';
import type { OutboxEntry } from './offline-db.ts';

/**
 * 'Hors ligne' with the date of what is shown, and the writes waiting to be sent, which
 * the listener can review and cancel (offline-banner.tsx shows it when there is one or the other).
 */
export function OfflineBannerBody({ offline, fromCache, entries }: { offline: boolean; fromCache: Record<string, number>; entries: OutboxEntry[] }) {
  const [open, setOpen] = useState(false);
  const [savedAt, setSavedAt] = useState<number>();
  const listId = useId();
  const bannerRef = useBannerHeight();

  // Nothing on screen came from the cache (yet): say when the cache was last filled.
  useEffect(() => {
    if (offline) lastUpdate().then(setSavedAt, () => undefined);
  }, [offline]);

  const updatedAt = oldestCached(fromCache) ?? savedAt;
  const waiting = `${entries.length} envoi${entries.length > 1 ? 's' : ''} en attente`;

  return (
    <div ref={bannerRef} className="offline-banner" role="status" aria-label="État de la connexion">
      <div className="container offline-banner__row">
        {offline && (
          <p className="offline-banner__status">
            <CloudOff size={18} aria-hidden="true" />
            <strong>Hors ligne</strong>
            {updatedAt !== undefined && <span>Dernière mise à jour : {formatDateTime(updatedAt)}</span>}
          </p>
        )}
        {entries.length > 0 && (
          <button type="button" className="offline-banner__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((value) => !value)}>
            <Send size={16} aria-hidden="true" />
            {waiting}
          </button>
        )}
      </div>
      {entries.length > 0 && (
        <div id={listId} className="container offline-banner__outbox" hidden={!open}>
          <p className="offline-banner__hint">Ils partiront dans cet ordre dès le retour de la connexion.</p>
          <ol className="outbox-list" aria-label="Envois en attente">
            {entries.map((entry) => (
              <li key={entry.id} className="outbox-list__item">
                <span className="outbox-list__label">
                  {entry.label}
                  {isHeld(entry, accountTag(readSessionCache())) && <em className="muted"> (écrit avec un autre compte : partira quand il sera reconnecté)</em>}
                </span>
                <span className="outbox-list__time">{parisTime(new Date(entry.createdAt))}</span>
                <button type="button" className="btn btn--ghost btn--small" aria-label={`Annuler : ${entry.label}`} onClick={() => void cancelEntry(entry.id!)}>
                  <X size={14} aria-hidden="true" />
                  Annuler
                </button>
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}

/**
 * Publishes the banner's height as --offline-banner-height: the toasts sit below it, so a toast
 * never covers 'N envois en attente' (and a finger resting on the toast, which pauses it, never hides the button).
 */
function useBannerHeight() {
  const [banner, setBanner] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!banner) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty('--offline-banner-height', `${banner.offsetHeight}px`));
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.removeProperty('--offline-banner-height');
    };
  }, [banner]);
  return setBanner;
}
