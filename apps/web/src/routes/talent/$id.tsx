import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { submissionsQuery } from '../../features/contests/api/contests-query.ts';
import { TalentSubmissions } from '../../features/contests/components/talent-submissions.tsx';
import { TalentProfile } from '../../features/talents/components/talent-profile.tsx';
import { ShareButton } from '../../engagement/share/components/share-button.tsx';
import { talentQuery } from '../../features/talents/api/talent-query.ts';
import { talentsQuery } from '../../features/talents/api/talents-query.ts';
import { loadQueries } from '../../lib/load-queries.ts';
import { pageHead } from '../../lib/page-head.ts';
import { onServer } from '../../ssr/hydration.ts';
import '../../engagement/share/share.css';

export const Route = createFileRoute('/talent/$id')({
  // The page shows its own loader and error states: nothing awaited before it renders in
  // the browser; the server waits for the talent so its HTML carries it.
  loader: ({ context, params }) =>
    onServer
      ? loadQueries(context.queryClient, submissionsQuery(), talentsQuery(), ...(/^\d{1,9}$/.test(params.id) ? [talentQuery(Number(params.id))] : []))
      : void context.queryClient.prefetchQuery(submissionsQuery()),
  head: pageHead('Talent'),
  component: TalentPage,
});

function TalentPage() {
  const raw = Route.useParams().id;
  const talentId = /^\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN;
  const submissions = useQuery(submissionsQuery());
  const entries = (submissions.data ?? []).filter((entry) => entry.talon_id === talentId);
  const talent = useQuery(talentsQuery()).data?.find((each) => each.talonid === talentId);
  return (
    <div className="container">
      {talent && (
        <div className="page-share">
          <ShareButton target={{ kind: 'talent', id: talentId }} title={talent.nom_artiste || talent.nom_complet} withLabel />
        </div>
      )}
      <TalentProfile talentId={talentId} submissionCount={entries.length} submissions={<TalentSubmissions entries={entries} />} />
    </div>
  );
}
