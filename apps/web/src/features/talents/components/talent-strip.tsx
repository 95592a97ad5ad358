import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { EmptyState, QueryState } from '../../../ui/query-state.tsx';
import { talentsQuery } from '../api/talents-query.ts';
import { displayName } from '../talent-names.ts';
import { TalentAvatar } from './talent-avatar.tsx';
import '../talents.css';

/** The contest's talents as a scrolling row of avatars leading to their pages. */
export function TalentStrip() {
  const query = useQuery(talentsQuery());
  // 8 placeholders while the talents load.
  if (query.isPending) {
    return (
      <ul className="talent-strip" aria-busy="true" aria-label="Chargement des talents">
        {Array.from({ length: 8 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index} className="talent-strip__item">
            <span className="skeleton skeleton--round" />
            <span className="skeleton skeleton--line" />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <QueryState query={query} skeletons={1}>
      {(talents) =>
        talents.length === 0 ? (
          <EmptyState>Aucun talent inscrit pour le moment.</EmptyState>
        ) : (
          <ul className="talent-strip">
            {talents.map((talent) => {
              const name = displayName(talent);
              return (
                <li key={talent.talonid}>
                  <Link to="/talent/$id" params={{ id: String(talent.talonid) }} className="talent-strip__item">
                    <span className="talent-strip__avatar">
                      <TalentAvatar name={name} url={talent.avatar_url} />
                      {talent.total_votes > 0 && <span className="talent-strip__votes">{talent.total_votes}</span>}
                    </span>
                    <span className="talent-strip__name">{name}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )
      }
    </QueryState>
  );
}
