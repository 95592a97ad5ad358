import { Link, createFileRoute } from '@tanstack/react-router';
import { ChevronLeft } from 'lucide-react';
import { lazyAdmin } from '../session/admin-only.tsx';
import { requireRoles } from '../session/route-guard.ts';
import { pageHead } from '../lib/page-head.ts';

const EmbedPlayerAdmin = lazyAdmin(() => import('../features/embed/admin/embed-player-admin.tsx'));

// 'Intégrer le lecteur': admins only, others to /.
export const Route = createFileRoute('/admin-panel_/integrer')({
  beforeLoad: ({ context }) => requireRoles(context.queryClient, ['admin']),
  head: pageHead('Intégrer le lecteur'),
  component: EmbedPlayerRoute,
});

function EmbedPlayerRoute() {
  return (
    <div className="container">
      <p className="page-back">
        <Link to="/admin-panel" className="btn btn--ghost btn--small">
          <ChevronLeft size={16} aria-hidden="true" /> Administration
        </Link>
      </p>
      <EmbedPlayerAdmin />
    </div>
  );
}
