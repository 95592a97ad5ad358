import { createFileRoute } from '@tanstack/react-router';
import { UnsubscribePage } from '../features/newsletter/components/newsletter-link-pages.tsx';
import { pageHead } from '../lib/page-head.ts';
import { PageHeading } from '../ui/page-heading.tsx';

// The unsubscribe link of every newsletter mail.
export const Route = createFileRoute('/newsletter/desabonnement')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => (typeof search.token === 'string' ? { token: search.token } : {}),
  head: pageHead('Désabonnement de la newsletter'),
  component: Unsubscribe,
});

function Unsubscribe() {
  const { token } = Route.useSearch();
  return (
    <div className="container container--narrow">
      <PageHeading title="Désabonnement de la newsletter" eyebrow="Newsletter" />
      <UnsubscribePage token={token} />
    </div>
  );
}
