import { Link, createFileRoute } from '@tanstack/react-router';
import { ChevronLeft } from 'lucide-react';
import { lazyAdmin } from '../session/admin-only.tsx';
import { requireRoles } from '../session/route-guard.ts';
import { pageHead } from '../lib/page-head.ts';

// The charts' library comes with this chunk only (issue 24: uPlot loaded only on this page).
const Audience = lazyAdmin(() => import('../features/audience/components/audience-page.tsx'));

// 'Audience' (issue 24 §2): admins only, others to /.
export const Route = createFileRoute('/admin-panel_/audience')({
  beforeLoad: ({ context }) => requireRoles(context.queryClient, ['admin']),
  head: pageHead('Audience'),
  component: AudienceRoute,
});

function AudienceRoute() {
  return (
    <div className="container">
      <p className="page-back">
        <Link to="/admin-panel" className="btn btn--ghost btn--small">
          <ChevronLeft size={16} aria-hidden="true" /> Administration
        </Link>
      </p>
      <Audience />
    </div>
  );
}
