import { Link, createFileRoute } from '@tanstack/react-router';
import { ChevronLeft } from 'lucide-react';
import { lazyAdmin } from '../session/admin-only.tsx';
import { requireRoles } from '../session/route-guard.ts';
import { pageHead } from '../lib/page-head.ts';

const LetterAdmin = lazyAdmin(() => import('../features/newsletter/admin/letter-admin.tsx'));

// 'La lettre' (issue 22 §4): admins only, others to /.
export const Route = createFileRoute('/admin-panel_/lettre')({
  beforeLoad: ({ context }) => requireRoles(context.queryClient, ['admin']),
  head: pageHead('La lettre'),
  component: LetterRoute,
});

function LetterRoute() {
  return (
    <div className="container container--narrow">
      <p className="page-back">
        <Link to="/admin-panel" className="btn btn--ghost btn--small">
          <ChevronLeft size={16} aria-hidden="true" /> Administration
        </Link>
      </p>
      <LetterAdmin />
    </div>
  );
}
