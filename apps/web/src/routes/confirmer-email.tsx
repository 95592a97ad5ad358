import { createFileRoute } from '@tanstack/react-router';
import { ConfirmEmailPage } from '../features/auth/components/confirm-email-page.tsx';
import { pageHead } from '../lib/page-head.ts';
import { PageHeading } from '../ui/page-heading.tsx';

// The link of the confirmation mail; the token is checked by the server.
export const Route = createFileRoute('/confirmer-email')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => (typeof search.token === 'string' ? { token: search.token } : {}),
  head: pageHead('Confirmation de l’adresse email'),
  component: ConfirmEmail,
});

function ConfirmEmail() {
  const { token } = Route.useSearch();
  return (
    <div className="container container--narrow">
      <PageHeading title="Confirmation de l’adresse email" eyebrow="Compte" />
      <ConfirmEmailPage token={token} />
    </div>
  );
}
