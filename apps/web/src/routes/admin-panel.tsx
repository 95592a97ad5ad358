import { Link, createFileRoute } from '@tanstack/react-router';
import { Download, Users } from 'lucide-react';
import { requireRoles } from '../features/auth/route-guard.ts';
import { pageHead } from '../lib/page-head.ts';
import { PageHeading } from '../ui/page-heading.tsx';

// spec 1 §2: admins only, others redirected to /. Contest management comes with its own issue.
export const Route = createFileRoute('/admin-panel')({
  beforeLoad: ({ context }) => requireRoles(context.queryClient, ['admin']),
  head: pageHead('Gestion des Concours'),
  component: AdminPanelPage,
});

function AdminPanelPage() {
  return (
    <div className="container">
      <PageHeading title="Gestion des Concours" eyebrow="Administration">
        <div className="page-actions">
          <Link to="/admin-animateurs" className="btn btn--ghost">
            <Users size={18} aria-hidden="true" />
            Gérer les admin-animateurs
          </Link>
          {/* A plain link: the browser downloads the file with the session cookie. */}
          <a href="/api/newsletter/export.csv" className="btn btn--ghost" download>
            <Download size={18} aria-hidden="true" />
            Exporter la newsletter (CSV)
          </a>
        </div>
      </PageHeading>
    </div>
  );
}
