import type { Soumission } from '@station/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { EmptyState, QueryState } from '../../../ui/query-state.tsx';
import { submissionsQuery } from '../api/contests-query.ts';
import { VoteButtons } from './vote-buttons.tsx';
import { votesLabel } from './votes-label.ts';

const PODIUM = ['gold', 'silver', 'bronze'] as const;

/** '1er', '2e', '3e'... (spec 2 §9: the first rank is labelled '1er'). */
const rankLabel = (rank: number) => (rank === 1 ? '1er' : `${rank}e`);

/** Every entry ranked by votes; the top 3 get the podium colours (spec 2 §2). */
export function SubmissionRanking() {
  const query = useQuery(submissionsQuery());
  return (
    <QueryState query={query} skeletons={1}>
      {(submissions) => {
        if (submissions.length === 0) return <EmptyState>Aucun participant pour le moment</EmptyState>;
        const ranked = [...submissions].sort((a, b) => b.total_votes - a.total_votes);
        return (
          <ol className="ranking">
            {ranked.map((entry, index) => (
              <RankingRow key={entry.soumissionid} entry={entry} rank={index + 1} />
            ))}
          </ol>
        );
      }}
    </QueryState>
  );
}

function RankingRow({ entry, rank }: { entry: Soumission; rank: number }) {
  const tier = PODIUM[rank - 1];
  return (
    <li className={`ranking__row ${tier ? `ranking__row--${tier}` : ''}`}>
      <span className="ranking__rank">{rankLabel(rank)}</span>
      <span className="ranking__main">
        <Link to="/talent/$id" params={{ id: String(entry.talon_id) }} className="ranking__name">
          {entry.nom_artiste || entry.nom_complet}
        </Link>
        <span className="ranking__meta">{entry.description}</span>
      </span>
      <span className="ranking__votes">{votesLabel(entry.total_votes)}</span>
      <VoteButtons entry={entry} />
    </li>
  );
}
