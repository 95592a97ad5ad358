import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page.tsx';
import { pageHead } from '../lib/page-head.ts';
import { PageHeading } from '../ui/page-heading.tsx';

// The link of the 'Mot de passe oublié ?' mail; the token is checked by the server.
export const Route = createFileRoute('/reinitialiser-mot-de-passe')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => (typeof search.token === 'string' ? { token: search.token } : {}),
  head: pageHead('Nouveau mot de passe'),
  component: ResetPassword,
});

function ResetPassword() {
  const { token } = Route.useSearch();
  return (
    <div className="container container--narrow">
      <PageHeading title="Nouveau mot de passe" eyebrow="Compte" lead="Choisissez un nouveau mot de passe : vos autres sessions seront fermées." />
      <ResetPasswordPage token={token} />
    </div>
  );
}
