import { createFileRoute } from '@tanstack/react-router';
import SentMails from '../features/mail/components/sent-mails-page.tsx';
import { requireRoles } from '../session/route-guard.ts';
import { pageHead } from '../lib/page-head.ts';
import { AdminSubPage } from '../ui/layout/admin-sub-page.tsx';


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
