import type { ModerationItem } from '@station/shared';
import { moderationMessages } from '@station/shared/client';
import { useQuery } from '@tanstack/react-query';
import { MessageCircle, MessageSquareHeart } from '../../../ui/icons.tsx';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../../lib/format.ts';
import { EmptyState, QueryState } from '../../../ui/query-state.tsx';
import { AccountAvatar } from '../../../ui/account-avatar.tsx';
import { moderationQueueQuery } from '../api/moderation-queries.ts';
import { useModerate } from '../api/moderation-writes.ts';
import { RejectDialog } from './reject-dialog.tsx';
import { ApproveButton, RejectButton } from '../../../ui/moderation-controls.tsx';
import { DeleteButton } from '../../../ui/delete-button.tsx';
import '../moderation.css';

const CONTENT_LABEL = { mix: 'le mix', emission: "l'émission", actualite: "l'actualité" } as const;

/** Typing in a field or pressing a button's own keys is never a shortcut. */
const isTyping = (target: EventTarget | null) => target instanceof HTMLElement && (target.closest('input, textarea, select, [contenteditable="true"]') !== null || target.isContentEditable);

/**
 * The one moderation queue. j / k move, a approves, r rejects (with a reason), Suppr
 * deletes the selected item; the buttons do the same for pointer and screen-reader users.
 */
export function ModerationQueue({ role }: { role: 'admin' | 'moderator' }) {
  const query = useQuery(moderationQueueQuery());
  const moderate = useModerate(role);
  const [selected, setSelected] = useState(0);
  const [rejecting, setRejecting] = useState<ModerationItem | null>(null);
  const items = query.data ?? [];
  const current = items[Math.min(selected, items.length - 1)];

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target) || rejecting || document.querySelector('dialog[open]')) return;
      if (event.key === 'j') setSelected((index) => Math.min(index + 1, items.length - 1));
      else if (event.key === 'k') setSelected((index) => Math.max(index - 1, 0));
      else if (!current || moderate.isPending) return;
      else if (event.key === 'a') moderate.mutate({ item: current, decision: { action: 'approve' } });
      else if (event.key === 'r') setRejecting(current);
      else if (event.key === 'Delete') moderate.mutate({ item: current, decision: { action: 'delete' } });
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [items.length, current, moderate, rejecting]);

  // The selected card stays in view as j / k move through the queue.
  useEffect(() => {
    if (current) document.getElementById(`moderation-${current.kind}-${current.id}`)?.scrollIntoView({ block: 'nearest' });
  }, [current]);

  return (
    <section className="moderation" aria-labelledby="moderation-title">
      <div className="moderation__head">
        <h2 id="moderation-title" className="community__title">
          En attente ({items.length})
        </h2>
        <p className="moderation__keys muted">
          Raccourcis : <kbd>j</kbd>/<kbd>k</kbd> se déplacer, <kbd>a</kbd> approuver, <kbd>r</kbd> rejeter, <kbd>Suppr</kbd> supprimer
        </p>
      </div>
      <QueryState query={query} skeletons={2} errorText={moderationMessages.loadFailed}>
        {(pending) =>
          pending.length === 0 ? (
            <EmptyState>{moderationMessages.empty}</EmptyState>
          ) : (
            <ul className="moderation__list" aria-label="Éléments en attente de modération">
              {pending.map((item, index) => (
                <li key={`${item.kind}-${item.id}`}>
                  <PendingItem
                    item={item}
                    selected={item === current}
                    busy={moderate.isPending}
                    onSelect={() => setSelected(index)}
                    onApprove={() => moderate.mutate({ item, decision: { action: 'approve' } })}
                    onReject={() => setRejecting(item)}
                    onDelete={() => moderate.mutate({ item, decision: { action: 'delete' } })}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <RejectDialog
        item={rejecting}
        busy={moderate.isPending}
        onClose={() => setRejecting(null)}
        onConfirm={(reason) => rejecting && moderate.mutate({ item: rejecting, decision: { action: 'reject', reason } }, { onSuccess: () => setRejecting(null) })}
      />
    </section>
  );
}

interface PendingItemProps {
  item: ModerationItem;
  selected: boolean;
  busy: boolean;
  onSelect: () => void;
  onApprove: () => void;
  onReject: () => void;
  onDelete: () => void;
}

function PendingItem({ item, selected, busy, onSelect, onApprove, onReject, onDelete }: PendingItemProps) {
  const comment = item.kind === 'comment';
  const about = comment
    ? `${item.is_reply ? 'Réponse' : 'Commentaire'} sur ${CONTENT_LABEL[item.content_type ?? 'mix']} « ${item.content_title ?? '?'} »`
    : `Dédicace pour ${item.nom_destinataire}`;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: selection by pointer; the keyboard has j / k and each card's buttons
    <article id={`moderation-${item.kind}-${item.id}`} className={`moderation-item ${selected ? 'is-selected' : ''}`} aria-current={selected ? 'true' : undefined} onClick={onSelect}>
      <header className="moderation-item__head">
        <span className="comment__author">
          <AccountAvatar url={item.author_avatar} size={32} />
          <strong>{item.author_name}</strong>
        </span>
        <span className="moderation-item__kind">
          {comment ? <MessageCircle size={14} aria-hidden="true" /> : <MessageSquareHeart size={14} aria-hidden="true" />}
          {about}
        </span>
      </header>
      <p className="comment__text">{item.text}</p>
      <p className="comment__date muted">{formatDateTime(new Date(item.created_at))}</p>
      <div className="community__actions">
        <ApproveButton disabled={busy} onClick={onApprove} />
        <RejectButton disabled={busy} onClick={onReject} />
        <DeleteButton small disabled={busy} onClick={onDelete} />
      </div>
    </article>
  );
}
