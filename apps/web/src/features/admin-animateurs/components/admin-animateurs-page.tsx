import { messages } from '@station/shared/client';
import { useQuery } from '@tanstack/react-query';
import { RotateCw, UserPlus, Users } from '../../../ui/icons.tsx';
import { useState } from 'react';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { adminAnimateursQuery } from '../api/admin-animateurs-query.ts';
import { AddAdminAnimateurModal } from './add-admin-animateur-modal.tsx';
import { AdminAnimateurCard } from './admin-animateur-card.tsx';
import '../admin-animateurs.css';

/** 'Admin-presenter management page': grid of cards, add modal, inline edit, delete, retry. */
export function AdminAnimateursPage() {
  const query = useQuery(adminAnimateursQuery());
  const [adding, setAdding] = useState(false);

  return (
    <>
      <PageHeading title="Gestion des Admin-animateurs" eyebrow="Administration" lead="Les admin-animateurs modèrent les dédicaces avec leur propre compte.">
        <div className="page-actions">
          <button type="button" className="btn btn--primary" onClick={() => setAdding(true)}>
            <UserPlus size={18} aria-hidden="true" />
            Ajouter un admin-animateur
          </button>
        </div>
      </PageHeading>
      {query.isPending && (
        <div className="card-grid" aria-busy="true">
          <div className="skeleton" />
          <div className="skeleton" />
        </div>
      )}
      {query.isError && (
        <div className="load-error" role="alert">
          <span>{messages.adminAnimateurLoadFailed}</span>
          <button type="button" className="btn btn--ghost" onClick={() => void query.refetch()} disabled={query.isFetching}>
            <RotateCw size={16} aria-hidden="true" />
            Réessayer
          </button>
        </div>
      )}
      {query.isSuccess &&
        (query.data.length === 0 ? (
          <div className="notice" role="note">
            <Users size={28} className="notice__icon" aria-hidden="true" />
            <p>Aucun admin-animateur pour le moment.</p>
          </div>
        ) : (
          <ul className="moderator-grid" aria-label="Admin-animateurs">
            {query.data.map((moderator) => (
              <AdminAnimateurCard key={moderator.id} moderator={moderator} />
            ))}
          </ul>
        ))}
      <AddAdminAnimateurModal open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
