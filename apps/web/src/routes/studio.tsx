import { ACCOUNT_ROLES } from '@station/shared/client';
import { createFileRoute } from '@tanstack/react-router';
import StudioPage from '../features/studio/components/studio-page.tsx';
import { pageHead } from '../lib/page-head.ts';
import { requireRoles } from '../session/route-guard.ts';

// 'Prendre l'antenne': any signed-in account may open it; the server says whether it may take the
// air (admins always, the account linked to a presenter during its slots) and the page follows.
export const Route = createFileRoute('/studio')({
  beforeLoad: ({ context }) => requireRoles(context.queryClient, [...ACCOUNT_ROLES]),
  head: pageHead("Prendre l'antenne"),
  component: function StudioRoute() {
    return (
      <div className="container container--narrow">
        <StudioPage />
      </div>
    );
  },
});
