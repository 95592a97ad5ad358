import type { Concours } from '@station/shared';
import { contestMessages } from '@station/shared/client';
import { useQuery } from '@tanstack/react-query';
import { ArrowDownUp, Download } from '../../../ui/icons.tsx';
import { useState } from 'react';
import { Modal } from '../../../ui/modal.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { rankLabel } from '../components/contest-podium.tsx';
import { contestStatisticsQuery } from './contest-admin-api.ts';
import '../contests.css';
import './contests-admin.css';

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** Participants, total votes, premium votes and revenue, ranking (descending, toggled ascending). */
export function ContestStatsModal({ contest, onClose }: { contest: Concours | null; onClose: () => void }) {
  return (
    <Modal open={contest !== null} onClose={onClose} title={contest ? `Statistiques : ${contest.nom_concours}` : 'Statistiques'} size="wide">
      {contest && <ContestStats contest={contest} />}
    </Modal>
  );
}

function ContestStats({ contest }: { contest: Concours }) {
  const query = useQuery(contestStatisticsQuery(contest.concoursid));
  const [ascending, setAscending] = useState(false);
  return (
    <QueryState query={query} skeletons={2} errorText={contestMessages.statsFailed}>
      {(stats) => {
        const ranking = ascending ? [...stats.ranking].reverse() : stats.ranking;
        return (
          <div className="contest-stats">
            <dl className="contest-stats__figures">
              <div>
                <dt>Participants</dt>
                <dd>{stats.participants}</dd>
              </div>
              <div>
                <dt>Votes au total</dt>
                <dd>{stats.total_votes}</dd>
              </div>
              <div>
                <dt>Votes premium</dt>
                <dd>{stats.votes_premium}</dd>
              </div>
              <div>
                <dt>Revenus premium</dt>
                <dd>{euros.format(stats.revenue_cents / 100)}</dd>
              </div>
            </dl>
            <div className="contest-stats__tools">
              <button type="button" className="btn btn--ghost btn--small" aria-pressed={ascending} onClick={() => setAscending((value) => !value)}>
                <ArrowDownUp size={16} aria-hidden="true" /> {ascending ? 'Ordre croissant' : 'Ordre décroissant'}
              </button>
              <a className="btn btn--ghost btn--small" href={`/api/concours/${contest.concoursid}/statistics.csv`} download>
                <Download size={16} aria-hidden="true" /> Exporter en CSV
              </a>
            </div>
            {ranking.length === 0 ? (
              <p className="empty-state">{contestMessages.noParticipants}</p>
            ) : (
              <div className="contest-stats__scroll">
              <table className="contest-stats__table">
                <thead>
                  <tr>
                    <th scope="col">Rang</th>
                    <th scope="col">Artiste</th>
                    <th scope="col">Total</th>
                    <th scope="col">Gratuits</th>
                    <th scope="col">Premium</th>
                  </tr>
                </thead>
                <tbody>
                  {ranking.map((entry) => {
                    const rank = stats.ranking.indexOf(entry) + 1;
                    return (
                      <tr key={entry.soumissionid}>
                        <td>{rankLabel(rank)}</td>
                        <td>{entry.nom_artiste || entry.nom_complet}</td>
                        <td>
                          <strong>{entry.total_votes}</strong>
                        </td>
                        <td>{entry.votes_gratuit}</td>
                        <td>{entry.votes_premium}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
              </div>
            )}
          </div>
        );
      }}
    </QueryState>
  );
}
