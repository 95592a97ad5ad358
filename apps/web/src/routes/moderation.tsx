import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '../session/session-query.ts';
import { requireRoles } from '../session/route-guard.ts';
import { ModerationQueue } from '../features/moderation/components/moderation-queue.tsx';
import { pageHead } from '../lib/page-head.ts';
import { Page } from '../ui/page-heading.tsx';

// Beyond the spec: one queue of everything pending. Admins moderate comments and
// dedications; admin-presenters dedications only (the server decides what each receives).
export const Route = createFileRoute('/moderation')({
  beforeLoad: ({ context }) => requireRoles(context.queryClient, ['admin', 'moderator']),
  head: pageHead('Modération'),
  component: ModerationPage,
});

function ModerationPage() {
  const { account } = useSession();
  const role = account?.role === 'moderator' ? 'moderator' : 'admin';
  return (
    <Page
      title="Modération"
      eyebrow="Espace équipe"
      lead={role === 'admin' ? 'Commentaires et dédicaces en attente, les plus récents en premier.' : 'Dédicaces en attente, les plus récentes en premier.'}
    >
      <ModerationQueue role={role} />
    </Page>
  );
}
