import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { DocumentHead } from '../lib/document-head.tsx';
import { useSession } from '../session/session-query.ts';
import { AccountControl } from '../features/auth/components/account-control.tsx';
import { LazyAuthModals } from '../features/auth/components/lazy-auth-modals.tsx';
import { VerifyEmailBanner } from '../features/auth/components/verify-email-banner.tsx';
import { useSessionActivity } from '../session/use-session-activity.ts';
import { PendingBadge } from '../features/moderation/components/pending-badge.tsx';
import { NewsletterForm } from '../features/newsletter/components/newsletter-form.tsx';
import { StudioLink } from '../features/studio/components/studio-link.tsx';
import { SharedAnchorHighlight } from '../engagement/share/components/shared-anchor-highlight.tsx';
import { stationQuery, useStation } from '../content/station-query.ts';
import type { RouterContext } from '../lib/router-context.ts';
import { AppShell } from '../ui/layout/app-shell.tsx';
import { NotFoundPage } from '../ui/not-found-page.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  // The shell still renders without the station's details if the API cannot give them.
  loader: ({ context }) => context.queryClient.ensureQueryData(stationQuery()).catch(() => undefined),
  head: ({ loaderData }) => ({ meta: [{ title: loaderData ? `${loaderData.name} · ${loaderData.tagline}` : 'Radio Live' }] }),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  const { station, stationName } = useStation();
  const { account } = useSession();
  useSessionActivity();
  return (
    <>
      <DocumentHead />
      <AppShell
        station={station}
        stationName={stationName}
        newsletter={<NewsletterForm />}
        account={{
          role: account?.role ?? 'visitor',
          // Admins reach the studio from the admin panel; a presenter's account from its menu.
          bar: <AccountControl variant="bar" extraItems={account && account.role !== 'admin' ? <StudioLink className="account-menu__item" listItem /> : undefined} />,
          menu: <AccountControl variant="menu" />,
          staffBadge: account?.role === 'admin' ? <PendingBadge /> : undefined,
        }}
        overlays={
          <>
            <LazyAuthModals />
            <SharedAnchorHighlight />
          </>
        }
      >
        <VerifyEmailBanner />
        <Outlet />
      </AppShell>
    </>
  );
}
