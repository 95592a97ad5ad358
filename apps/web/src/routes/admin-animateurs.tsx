import { createFileRoute } from '@tanstack/react-router';
import { adminAnimateursQuery } from '../features/admin-animateurs/api/admin-animateurs-query.ts';
import { AdminAnimateursPage } from '../features/admin-animateurs/components/admin-animateurs-page.tsx';
import { requireRoles } from '../session/route-guard.ts';
import { pageHead } from '../lib/page-head.ts';

// The admin-presenter page is /admin-animateurs; admins only, others go to /.
export const Route = createFileRoute('/admin-animateurs')({
  beforeLoad: ({ context }) => requireRoles(context.queryClient, ['admin']),
  // A failed load shows the error and 'Réessayer' in the page.
  loader: ({ context }) => context.queryClient.ensureQueryData(adminAnimateursQuery()).catch(() => undefined),
  head: pageHead('Gestion des Admin-animateurs'),
  component: () => (
    <div className="container">
      <AdminAnimateursPage />
    </div>
  ),
});
