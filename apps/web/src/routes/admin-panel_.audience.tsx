import { createFileRoute } from '@tanstack/react-router';
import Audience from '../features/audience/components/audience-page.tsx';
import { requireRoles } from '../session/route-guard.ts';
import { pageHead } from '../lib/page-head.ts';
import { AdminSubPage } from '../ui/layout/admin-sub-page.tsx';

// 'Audience': admins only, others to /. The page and its charts' library (uPlot) come with this
// route's chunk only.
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
