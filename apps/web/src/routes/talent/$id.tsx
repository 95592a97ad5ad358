import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { submissionsQuery } from '../../features/contests/api/contests-query.ts';
import { TalentSubmissions } from '../../features/contests/components/talent-submissions.tsx';
import { talentsQuery } from '../../features/talents/api/talents-query.ts';
import { TalentProfile } from '../../features/talents/components/talent-profile.tsx';
import { ShareButton } from '../../features/share/components/share-button.tsx';
import { loadQueries } from '../../lib/load-queries.ts';
import { pageHead } from '../../lib/page-head.ts';

export const Route = createFileRoute('/talent/$id')({
  loader: ({ context }) => loadQueries(context.queryClient, talentsQuery(), submissionsQuery()),
  head: pageHead('Talent'),
  component: TalentPage,
});

function TalentPage() {
  const talentId = Number.parseInt(Route.useParams().id, 10);
  const talent = useQuery(talentsQuery()).data?.find((each) => each.talonid === talentId);
  return (
    <div className="container">
      {talent && (
        <div className="page-share">
          <ShareButton target={{ kind: 'talent', id: talentId }} title={talent.nom_artiste || talent.nom_complet} withLabel />
        </div>
      )}
      <TalentProfile talentId={talentId} submissions={<TalentSubmissions talentId={talentId} />} />
    </div>
  );
}
