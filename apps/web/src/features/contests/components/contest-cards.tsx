import { mediaUrl } from '@station/shared';
import { useQuery } from '@tanstack/react-query';
import { Trophy } from 'lucide-react';
import { formatLongDate } from '../../../lib/format.ts';
import { CardGrid, MediaCard } from '../../../ui/media-card.tsx';
import { EmptyState, QueryState } from '../../../ui/query-state.tsx';
import { activeContestsQuery } from '../api/contests-query.ts';

/** The open contests. */
export function ContestCards() {
  const query = useQuery(activeContestsQuery());
  return (
    <QueryState query={query} skeletons={2}>
      {(active) => {
        if (active.length === 0) return <EmptyState>Aucun concours ouvert pour le moment.</EmptyState>;
        return (
          <CardGrid>
            {active.map((contest) => (
              <MediaCard
                key={contest.concoursid}
                title={contest.nom_concours}
                image={mediaUrl('concoursImage', contest.img_url)}
                badge="Ouvert"
                meta={`Jusqu'au ${formatLongDate(contest.date_fin)}`}
                text={contest.description}
                fallbackIcon={<Trophy size={40} aria-hidden="true" />}
              />
            ))}
          </CardGrid>
        );
      }}
    </QueryState>
  );
}
