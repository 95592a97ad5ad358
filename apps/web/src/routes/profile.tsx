import { createFileRoute } from '@tanstack/react-router';
import { MyDataCard } from '../features/account-data/components/my-data-card.tsx';
import { requireRoles } from '../session/route-guard.ts';
import { profileQuery } from '../features/profile/api/profile-query.ts';
import { ProfilePage } from '../features/profile/components/profile-page.tsx';
import { pageHead } from '../lib/page-head.ts';
import { PageHeading } from '../ui/page-heading.tsx';
import { StudioLink } from '../features/studio/components/studio-link.tsx';

// Signed-in non-admins only (users, talents, moderators); anyone else goes to /.
export const Route = createFileRoute('/profile')({
  beforeLoad: async ({ context }) => ({ account: await requireRoles(context.queryClient, ['user', 'talent', 'moderator']) }),
  // A failed load shows 'Erreur lors du chargement du profil' in the page rather than failing the route.
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQuery(context.account)).catch(() => undefined),
  head: pageHead('Mon Profil'),
  component: Profile,
});

function Profile() {
  const { account } = Route.useRouteContext();
  return (
    <div className="container container--narrow">
      <PageHeading title="Mon Profil" eyebrow="Compte" />
      {/* A presenter's account: its way to the studio on a phone. */}
      <StudioLink className="btn btn--live profile__studio" />
      <ProfilePage account={account} />
      {/* Listeners and talents; the staff's accounts are managed by an administrator. */}
      {account.role !== 'moderator' && <MyDataCard />}
    </div>
  );
}
