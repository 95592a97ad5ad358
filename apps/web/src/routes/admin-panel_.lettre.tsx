import { createFileRoute } from '@tanstack/react-router';
import { lazyAdmin } from '../session/admin-only.tsx';
import { requireRoles } from '../session/route-guard.ts';
import { pageHead } from '../lib/page-head.ts';
import { AdminSubPage } from '../ui/layout/admin-sub-page.tsx';

const LetterAdmin = lazyAdmin(() => import('../features/newsletter/admin/letter-admin.tsx'));

// 'La lettre': admins only, others to /.
export const Route = createFileRoute('/admin-panel_/lettre')({
  beforeLoad: ({ context }) => requireRoles(context.queryClient, ['admin']),
  head: pageHead('La lettre'),
  component: LetterRoute,
});

function LetterRoute() {
  return (
    <AdminSubPage narrow>
      <LetterAdmin />
    </AdminSubPage>
  );
}
