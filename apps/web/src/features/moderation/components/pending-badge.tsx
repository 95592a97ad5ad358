import { useQuery } from '@tanstack/react-query';
import { pendingCountQuery } from '../api/moderation-queries.ts';
import '../moderation.css';

/** The header's 'Admin' link: how many items wait for moderation, above 0 only. */
export function PendingBadge() {
  const { data: count } = useQuery(pendingCountQuery());
  if (!count) return null;
  return (
    <span className="nav-badge">
      {count}
      <span className="visually-hidden"> en attente de modération</span>
    </span>
  );
}

export const usePendingCount = () => useQuery(pendingCountQuery()).data;
