import { createFileRoute } from '@tanstack/react-router';
import { lazyAdmin } from '../session/admin-only.tsx';
import { requireRoles } from '../session/route-guard.ts';
import { pageHead } from '../lib/page-head.ts';
import { AdminSubPage } from '../ui/layout/admin-sub-page.tsx';

const ContestAdmin = lazyAdmin(() => import('../features/contests/admin/contest-admin.tsx'));

// 'Admin Gestion des Concours', its own screen: on a phone a long list of contests with
// their tools reads better alone than below the panel's cards. Admins only, others to /.
export const Route = createFileRoute('/admin-panel_/concours')({
  beforeLoad: ({ context }) => requireRoles(context.queryClient, ['admin']),
  head: pageHead('Gestion des Concours'),
  component: ContestAdminPage,
});

function ContestAdminPage() {
  return (
    <AdminSubPage>
      <ContestAdmin />
    </AdminSubPage>
  );
}
