import { createFileRoute } from '@tanstack/react-router';
import { ConfirmNewsletterPage } from '../features/newsletter/components/newsletter-link-pages.tsx';
import { pageHead } from '../lib/page-head.ts';
import { PageHeading } from '../ui/page-heading.tsx';

// The newsletter's confirmation link (double opt-in).
export const Route = createFileRoute('/newsletter/confirmer')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => (typeof search.token === 'string' ? { token: search.token } : {}),
  head: pageHead('Abonnement à la newsletter'),
  component: ConfirmNewsletter,
});

function ConfirmNewsletter() {
  const { token } = Route.useSearch();
  return (
    <div className="container container--narrow">
      <PageHeading title="Abonnement à la newsletter" eyebrow="Newsletter" />
      <ConfirmNewsletterPage token={token} />
    </div>
  );
}
