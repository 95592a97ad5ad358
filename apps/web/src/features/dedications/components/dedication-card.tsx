import type { Dedication } from '@station/shared';
import { messages } from '@station/shared/client';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format.ts';
import '../dedications.css';

/** Status badges: waiting, rejected (with its reason), approved. */
export function StatusBadge({ status }: { status: Dedication['approved'] | 'queued' }) {
  const [label, tone] =
    status === 'queued' ? ["En attente d'envoi", 'queued'] : status === 1 ? ['Approuvée', 'approved'] : status === -1 ? ['Rejetée', 'rejected'] : ['En attente', 'pending'];
  return <span className={`status-badge status-badge--${tone}`}>{label}</span>;
}

interface DedicationCardProps {
  dedication: Pick<Dedication, 'nom_expediteur' | 'nom_destinataire' | 'message'> & Partial<Dedication>;
  status?: Dedication['approved'] | 'queued';
  children?: ReactNode;
}

export function DedicationCard({ dedication, status, children }: DedicationCardProps) {
  return (
    <article className="dedication">
      <header className="dedication__header">
        <p className="dedication__names">
          Pour <strong>{dedication.nom_destinataire}</strong>, de la part de <strong>{dedication.nom_expediteur}</strong>
        </p>
        {status !== undefined && <StatusBadge status={status} />}
      </header>
      <p className="dedication__message">{dedication.message}</p>
      {status === -1 && <p className="dedication__reason">Motif : {dedication.rejection_reason || messages.dedicationDefaultRejection}</p>}
      {dedication.date_envoi && <p className="dedication__date muted">{formatDateTime(new Date(dedication.date_envoi))}</p>}
      {children}
    </article>
  );
}
