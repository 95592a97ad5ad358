import { Link, createFileRoute } from '@tanstack/react-router';
import { ChevronLeft } from 'lucide-react';
import { lazyAdmin } from '../session/admin-only.tsx';
import { requireRoles } from '../session/route-guard.ts';
import { pageHead } from '../lib/page-head.ts';

const SentMails = lazyAdmin(() => import('../features/mail/components/sent-mails-page.tsx'));

// 'Courriels envoyés' (issue 22 §1): admins only, others to /.
export const Route = createFileRoute('/admin-panel_/courriels')({
  beforeLoad: ({ context }) => requireRoles(context.queryClient, ['admin']),
  head: pageHead('Courriels envoyés'),
  component: SentMailsRoute,
});

function SentMailsRoute() {
  return (
    <div className="container">
      <p className="page-back">
        <Link to="/admin-panel" className="btn btn--ghost btn--small">
          <ChevronLeft size={16} aria-hidden="true" /> Administration
        </Link>
      </p>
      <SentMails />
    </div>
  );
}
