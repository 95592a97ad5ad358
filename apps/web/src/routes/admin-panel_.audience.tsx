import { createFileRoute } from '@tanstack/react-router';
import { lazyAdmin } from '../session/admin-only.tsx';
import { requireRoles } from '../session/route-guard.ts';
import { pageHead } from '../lib/page-head.ts';
import { AdminSubPage } from '../ui/layout/admin-sub-page.tsx';

// The charts' library comes with this chunk only (uPlot loaded only on this page).
const Audience = lazyAdmin(() => import('../features/audience/components/audience-page.tsx'));

// 'Audience': admins only, others to /.
export const Route = createFileRoute('/admin-panel_/audience')({
  beforeLoad: ({ context }) => requireRoles(context.queryClient, ['admin']),
  head: pageHead('Audience'),
  component: AudienceRoute,
});

function AudienceRoute() {
  return (
    <AdminSubPage>
      <Audience />
    </AdminSubPage>
  );
}
