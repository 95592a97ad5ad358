import { useQuery } from '@tanstack/react-query';
import { lazyAdmin } from '../../../session/admin-only.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { EmptyState, QueryState } from '../../../ui/query-state.tsx';
import { emissionsQuery } from '../../../content/emissions-query.ts';
import { EmissionCard } from './emission-card.tsx';
import '../emissions.css';

export const EmissionAddButton = lazyAdmin(() => import('../admin/emission-add-button.tsx'));

const STATUS_REFRESH_MS = 60_000;

interface EmissionGridProps {
  limit?: number;
  /** Home cards lead to /emissions#{id}; the page's cards carry that anchor. */
  linkToPage?: boolean;
}

/** 'Nos Émissions': 3 cards on the home page, all on /emissions (a grid of 1 to 4 columns). */
export function EmissionGrid({ limit, linkToPage = false }: EmissionGridProps) {
  const query = useQuery(emissionsQuery());
  const now = useNow(STATUS_REFRESH_MS);
  return (
    <QueryState query={query} errorText="Erreur lors du chargement des émissions">
      {(emissions) =>
        emissions.length === 0 ? (
          <EmptyState>Aucune émission pour le moment.</EmptyState>
        ) : (
          <div className="card-grid emission-grid">
            {emissions.slice(0, limit).map((emission) => (
              <EmissionCard key={emission.id} emission={emission} now={now} onHome={linkToPage} />
            ))}
          </div>
        )
      }
    </QueryState>
  );
}
