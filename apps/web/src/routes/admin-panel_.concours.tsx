import { Link, createFileRoute } from '@tanstack/react-router';
import { ChevronLeft } from 'lucide-react';
import { lazyAdmin } from '../session/admin-only.tsx';
import { requireRoles } from '../session/route-guard.ts';
import { pageHead } from '../lib/page-head.ts';

const ContestAdmin = lazyAdmin(() => import('../features/contests/admin/contest-admin.tsx'));

// spec 2 §2 'Admin Gestion des Concours', its own screen: on a phone a long list of contests with
// their tools reads better alone than below the panel's cards. Admins only, others to /.
export const Route = createFileRoute('/admin-panel_/concours')({
  beforeLoad: ({ context }) => requireRoles(context.queryClient, ['admin']),
  head: pageHead('Gestion des Concours'),
  component: ContestAdminPage,
});

function ContestAdminPage() {
  return (
    <div className="container">
      <p className="page-back">
        <Link to="/admin-panel" className="btn btn--ghost btn--small">
          <ChevronLeft size={16} aria-hidden="true" /> Administration
        </Link>
      </p>
      <ContestAdmin />
    </div>
  );
}
