import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '../session/session-query.ts';
import { requireRoles } from '../session/route-guard.ts';
import { activeContestsQuery, myRegistrationsQuery, submissionsQuery } from '../features/contests/api/contests-query.ts';
import { MyEntries } from '../features/contests/components/my-entries.tsx';
import { MyRegistrations } from '../features/contests/components/my-registrations.tsx';
import { loadQueries } from '../lib/load-queries.ts';
import { pageHead } from '../lib/page-head.ts';
import { Page } from '../ui/page-heading.tsx';

// Talents only; everyone else is redirected to /. The server checks every write again.
export const Route = createFileRoute('/mes-inscriptions')({
  beforeLoad: ({ context }) => requireRoles(context.queryClient, ['talent']),
  loader: ({ context }) => loadQueries(context.queryClient, submissionsQuery(), activeContestsQuery(), myRegistrationsQuery()),
  head: pageHead('Mes Inscriptions'),
  component: MyEntriesPage,
});

function MyEntriesPage() {
  const { account } = useSession();
  return (
    <Page title="Mes Inscriptions" eyebrow="Concours de Talents" lead="Vos musiques en compétition : ajoutez une vidéo YouTube, modifiez-la ou retirez-la.">
      {account?.role === 'talent' && (
        <>
          <MyEntries talentId={account.id} artistName={account.name} />
          <MyRegistrations />
        </>
      )}
    </Page>
  );
}
