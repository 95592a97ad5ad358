import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { RadioTower } from '../../../ui/icons.tsx';
import { studioQuery } from '../api/studio-query.ts';

/**
 * 'Prendre l'antenne' for the account linked to a presenter (admins have it in the admin panel).
 * Asked of the server only where this is rendered on demand (the desktop account menu once opened,
 * the profile page), never on every page a listener opens: most accounts have no studio (403).
 */
export function StudioLink({ className, listItem = false }: { className: string; listItem?: boolean }) {
  const studio = useQuery(studioQuery());
  if (!studio.data) return null;
  const link = (
    <Link to="/studio" className={className}>
      <RadioTower size={18} aria-hidden="true" />
      Prendre l'antenne
    </Link>
  );
  return listItem ? <li>{link}</li> : link;
}
