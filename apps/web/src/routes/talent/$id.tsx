import { createFileRoute } from '@tanstack/react-router';
import { submissionsQuery } from '../../features/contests/api/contests-query.ts';
import { TalentSubmissions } from '../../features/contests/components/talent-submissions.tsx';
import { talentsQuery } from '../../features/talents/api/talents-query.ts';
import { TalentProfile } from '../../features/talents/components/talent-profile.tsx';
import { loadQueries } from '../../lib/load-queries.ts';
import { pageHead } from '../../lib/page-head.ts';

export const Route = createFileRoute('/talent/$id')({
  loader: ({ context }) => loadQueries(context.queryClient, talentsQuery(), submissionsQuery()),
  head: pageHead('Talent'),
  component: TalentPage,
});

function TalentPage() {
  const talentId = Number.parseInt(Route.useParams().id, 10);
  return (
    <div className="container">
      <TalentProfile talentId={talentId} submissions={<TalentSubmissions talentId={talentId} />} />
    </div>
  );
}
