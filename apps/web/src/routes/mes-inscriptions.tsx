import { createFileRoute } from '@tanstack/react-router';
import { ListMusic } from 'lucide-react';
import { requireRoles } from '../features/auth/route-guard.ts';
import { pageHead } from '../lib/page-head.ts';
import { PageHeading } from '../ui/page-heading.tsx';

// spec 2 §6: talents only; everyone else is redirected to /. The entries themselves come with the contest issue.
export const Route = createFileRoute('/mes-inscriptions')({
  beforeLoad: ({ context }) => requireRoles(context.queryClient, ['talent']),
  head: pageHead('Mes Inscriptions'),
  component: MyEntriesPage,
});

function MyEntriesPage() {
  return (
    <div className="container">
      <PageHeading title="Mes Inscriptions" eyebrow="Concours de Talents" />
      <div className="notice" role="note">
        <ListMusic size={28} className="notice__icon" aria-hidden="true" />
        <p>Vos inscriptions au concours apparaîtront ici.</p>
      </div>
    </div>
  );
}
