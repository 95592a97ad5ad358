import type { Dedication } from '@station/shared';
import { messages } from '@station/shared/client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApproveButton, RejectButton, RejectionReasonField } from '../../../ui/moderation-controls.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { pendingDedicationsQuery } from '../api/dedication-queries.ts';
import { useDecideDedication, useDeleteDedication } from '../api/dedication-writes.ts';
import { DedicationCard } from './dedication-card.tsx';
import { DeleteButton } from '../../../ui/delete-button.tsx';
import '../dedications.css';

type ModeratorRole = 'admin' | 'moderator';

/** The admin panel: the pending dedications (collapsible, with their counter) to approve, reject or delete. */
export function DedicationModeration({ role }: { role: ModeratorRole }) {
  const query = useQuery(pendingDedicationsQuery(role));
  return (
    <details className="card-panel community__collapsible" open>
      <summary className="community__summary">Dédicaces en attente ({query.data?.length ?? 0})</summary>
      <QueryState query={query} skeletons={1} errorText={messages.dedicationsPendingLoadFailed}>
        {(pending) =>
          pending.length === 0 ? (
            <p className="muted">Aucune dédicace en attente.</p>
          ) : (
            <ul className="community__list" aria-label="Dédicaces en attente">
              {pending.map((dedication) => (
                <li key={dedication.dedicaceid}>
                  <PendingDedication dedication={dedication} role={role} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </details>
  );
}

function PendingDedication({ dedication, role }: { dedication: Dedication; role: ModeratorRole }) {
  const decide = useDecideDedication();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const id = dedication.dedicaceid;
  return (
    <DedicationCard dedication={dedication} status={0}>
      {rejecting && (
        <RejectionReasonField value={reason} onChange={setReason} />
      )}
      <div className="community__actions">
        {rejecting ? (
          <>
            <button type="button" className="btn btn--danger btn--small" onClick={() => decide.mutate({ id, decision: { is_approved: false, rejection_reason: reason.trim() || null } })}>
              Confirmer le rejet
            </button>
            <button type="button" className="btn btn--ghost btn--small" onClick={() => setRejecting(false)}>
              Annuler
            </button>
          </>
        ) : (
          <>
            <ApproveButton disabled={decide.isPending} onClick={() => decide.mutate({ id, decision: { is_approved: true } })} />
            <RejectButton onClick={() => setRejecting(true)} />
          </>
        )}
        <DeleteDedicationButton id={id} role={role} />
      </div>
    </DedicationCard>
  );
}

/** Deletion from any state (admins, and admin-presenters through their endpoint). */
export function DeleteDedicationButton({ id, role }: { id: number; role: ModeratorRole }) {
  const remove = useDeleteDedication(role);
  return (
    <DeleteButton small disabled={remove.isPending} onClick={() => remove.mutate(id)} aria-label={`Supprimer la dédicace n° ${id}`} />
  );
}
