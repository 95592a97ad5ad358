import { messages } from '@station/shared/client';
import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../session/session-query.ts';
import { dedicationsQuery } from '../features/dedications/api/dedication-queries.ts';
import { DedicationCard } from '../features/dedications/components/dedication-card.tsx';
import { DedicationForm } from '../features/dedications/components/dedication-form.tsx';
import { DedicationModeration, DeleteDedicationButton } from '../features/dedications/components/dedication-moderation.tsx';
import { MyDedications } from '../features/dedications/components/my-dedications.tsx';
import { loadQueries } from '../lib/load-queries.ts';
import { pageHead } from '../lib/page-head.ts';
import { PageHeading } from '../ui/page-heading.tsx';
import { EmptyState, QueryState } from '../ui/query-state.tsx';

export const Route = createFileRoute('/dedicaces')({
  loader: ({ context }) => loadQueries(context.queryClient, dedicationsQuery()),
  head: pageHead('Dédicaces'),
  component: DedicationsPage,
});

// Dedications: moderation panel, send form, 'Mes Dédicaces', latest approved list.
function DedicationsPage() {
  const { account } = useSession();
  const approved = useQuery(dedicationsQuery());
  const moderator = account?.role === 'admin' || account?.role === 'moderator' ? account.role : null;
  return (
    <div className="container community">
      <PageHeading
        title="Dédicaces"
        eyebrow="À l'antenne"
        lead="Un message pour quelqu'un qui compte ? Envoyez votre dédicace : après modération, elle passe à l'antenne et s'affiche ici."
      />
      {moderator && <DedicationModeration role={moderator} />}
      <div className="community__columns">
        {/* Admin-presenters moderate dedications; they do not send any (the server refuses). */}
        {account?.role !== 'moderator' && (
          <div className="community__stack">
            <DedicationForm account={account} />
            {account && <MyDedications account={account} />}
          </div>
        )}
        <section className="card-panel" aria-labelledby="latest-dedications">
          <h2 id="latest-dedications" className="community__title">
            Dernières dédicaces ({approved.data?.length ?? 0})
          </h2>
          <QueryState query={approved} skeletons={2} errorText={messages.dedicationsLoadFailed}>
            {(list) =>
              list.length === 0 ? (
                <EmptyState>Aucune dédicace pour le moment.</EmptyState>
              ) : (
                <ul className="community__list" aria-label="Dernières dédicaces">
                  {list.map((dedication) => (
                    <li key={dedication.dedicaceid}>
                      <DedicationCard dedication={dedication}>{moderator && <DeleteDedicationButton id={dedication.dedicaceid} role={moderator} />}</DedicationCard>
                    </li>
                  ))}
                </ul>
              )
            }
          </QueryState>
        </section>
      </div>
    </div>
  );
}
