import type { Concours } from '@station/shared';
import { contestMessages, imageVariantUrl, mediaUrl } from '@station/shared/client';
import { useQuery } from '@tanstack/react-query';
import { BarChart3, Download, Lock, Pencil, Plus, Trophy } from '../../../ui/icons.tsx';
import { useState } from 'react';
import { toast } from 'sonner';
import { refusalOr } from '../../../lib/api-client.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { QueryState } from '../../../ui/query-state.tsx';
import { submissionsQuery } from '../api/contests-query.ts';
import { ConfirmModal } from '../components/confirm-modal.tsx';
import { votesLabel } from '../components/votes-label.ts';
import { allContestsQuery, useContestWrites } from './contest-admin-api.ts';
import { ContestFormModal } from './contest-form-modal.tsx';
import { ContestStatsModal } from './contest-stats-modal.tsx';
import { RegistrationsAdmin } from './registrations-admin.tsx';
import EntryAdminTools from './entry-admin-tools.tsx';
import { DeleteButton } from '../../../ui/delete-button.tsx';
import '../contests.css';
import './contests-admin.css';

/** 'Admin Gestion des Concours': list, new, edit, close, delete, moderation, statistics, CSV. */
export default function ContestAdmin() {
  const contests = useQuery(allContestsQuery());
  const entries = useQuery(submissionsQuery());
  const { close, remove } = useContestWrites();
  const [editing, setEditing] = useState<Concours | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Concours | null>(null);
  const [stats, setStats] = useState<Concours | null>(null);

  const closeContest = (contest: Concours) =>
    close.mutate(contest.concoursid, {
      onSuccess: () => toast.success(contestMessages.closed),
      onError: (error) => toast.error(refusalOr(error, contestMessages.updateFailed)),
    });

  return (
    <section className="contest-admin" aria-labelledby="contest-admin-title">
      <div className="contest-admin__head">
        <h2 id="contest-admin-title" className="section-title">
          Gestion des Concours
        </h2>
        <button type="button" className="btn btn--primary" onClick={() => setEditing('new')}>
          <Plus size={18} aria-hidden="true" /> Nouveau concours
        </button>
      </div>
      <QueryState query={contests} skeletons={2} errorText={contestMessages.loadFailed}>
        {(list) =>
          list.length === 0 ? (
            <p className="empty-state">Aucun concours pour le moment.</p>
          ) : (
            <ul className="contest-admin__list">
              {list.map((contest) => {
                const own = (entries.data ?? []).filter((entry) => entry.concours_id === contest.concoursid);
                const image = mediaUrl('concoursImage', contest.img_url);
                return (
                  <li key={contest.concoursid} className="list-card contest-admin__item" aria-label={contest.nom_concours}>
                    <div className="contest-admin__summary">
                      <span className="contest-admin__thumb">{image ? <img src={imageVariantUrl(image, 640) ?? image} alt="" /> : <Trophy size={28} aria-hidden="true" />}</span>
                      <span className="contest-admin__text">
                        <strong>{contest.nom_concours}</strong>
                        <span className={`badge ${contest.status === 'active' ? 'badge--open' : 'badge--closed'}`}>{contest.status === 'active' ? 'Actif' : 'Inactif'}</span>
                        <span className="muted">
                          Du {formatLongDate(contest.date_debut)} au {formatLongDate(contest.date_fin)}
                        </span>
                      </span>
                    </div>
                    <div className="contest-admin__actions">
                      <button type="button" className="btn btn--ghost btn--small" onClick={() => setEditing(contest)}>
                        <Pencil size={16} aria-hidden="true" /> Modifier
                      </button>
                      {contest.status === 'active' && (
                        <button type="button" className="btn btn--ghost btn--small" disabled={close.isPending} onClick={() => closeContest(contest)}>
                          <Lock size={16} aria-hidden="true" /> Clôturer
                        </button>
                      )}
                      <button type="button" className="btn btn--ghost btn--small" onClick={() => setStats(contest)}>
                        <BarChart3 size={16} aria-hidden="true" /> Statistiques
                      </button>
                      <a className="btn btn--ghost btn--small" href={`/api/concours/${contest.concoursid}/statistics.csv`} download>
                        <Download size={16} aria-hidden="true" /> CSV
                      </a>
                      <DeleteButton small onClick={() => setDeleting(contest)} />
                    </div>
                    <details className="contest-admin__entries">
                      <summary>Soumissions ({own.length})</summary>
                      {own.length === 0 ? (
                        <p className="empty-state">{contestMessages.noParticipants}</p>
                      ) : (
                        <ul className="participant-list">
                          {own.map((entry) => (
                            <li key={entry.soumissionid}>
                              <span className="participant-list__name">{entry.nom_artiste || entry.nom_complet}</span>
                              <span className="ranking__votes">{votesLabel(entry.total_votes)}</span>
                              <EntryAdminTools entry={entry} />
                            </li>
                          ))}
                        </ul>
                      )}
                    </details>
                  </li>
                );
              })}
            </ul>
          )
        }
      </QueryState>
      <RegistrationsAdmin />
      <ContestFormModal open={editing !== null} record={editing === 'new' || editing === null ? undefined : editing} onClose={() => setEditing(null)} />
      <ContestStatsModal contest={stats} onClose={() => setStats(null)} />
      <ConfirmModal
        open={deleting !== null}
        title="Supprimer le concours"
        confirmLabel="Supprimer"
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.concoursid, {
            onSuccess: () => {
              toast.success(contestMessages.deleted);
              setDeleting(null);
            },
            onError: (error) => toast.error(refusalOr(error, contestMessages.deleteFailed)),
          })
        }
      >
        <p>
          {contestMessages.deleteConfirm} <strong>« {deleting?.nom_concours} »</strong>
        </p>
        <p className="muted">Ses soumissions et leurs votes seront supprimés. Cette action est irréversible.</p>
      </ConfirmModal>
    </section>
  );
}
