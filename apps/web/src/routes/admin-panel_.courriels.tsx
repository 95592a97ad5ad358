import { createFileRoute } from '@tanstack/react-router';
import { lazyAdmin } from '../session/admin-only.tsx';
import { requireRoles } from '../session/route-guard.ts';
import { pageHead } from '../lib/page-head.ts';
import { AdminSubPage } from '../ui/layout/admin-sub-page.tsx';

const SentMails = lazyAdmin(() => import('../features/mail/components/sent-mails-page.tsx'));

// 'Courriels envoyés': admins only, others to /.
export const Route = createFileRoute('/admin-panel_/courriels')({
  beforeLoad: ({ context }) => requireRoles(context.queryClient, ['admin']),
  head: pageHead('Courriels envoyés'),
  component: SentMailsRoute,
});

function SentMailsRoute() {
  return (
    <AdminSubPage>
      <SentMails />
    </AdminSubPage>
  );
}
