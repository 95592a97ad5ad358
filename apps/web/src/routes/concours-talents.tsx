import { createFileRoute } from '@tanstack/react-router';
import { TalentEntryButton } from '../features/auth/components/talent-entry-button.tsx';
import { activeContestsQuery, submissionsQuery } from '../features/contests/api/contests-query.ts';
import { ContestCards } from '../features/contests/components/contest-cards.tsx';
import { SubmissionRanking } from '../features/contests/components/submission-ranking.tsx';
import { talentsQuery } from '../features/talents/api/talents-query.ts';
import { TalentStrip } from '../features/talents/components/talent-strip.tsx';
import { loadQueries } from '../lib/load-queries.ts';
import { pageHead } from '../lib/page-head.ts';
import { PageHeading } from '../ui/page-heading.tsx';
import { Section } from '../ui/section.tsx';

export const Route = createFileRoute('/concours-talents')({
  loader: ({ context }) => loadQueries(context.queryClient, activeContestsQuery(), submissionsQuery(), talentsQuery()),
  head: pageHead('Concours de Talents'),
  component: TalentContestPage,
});

function TalentContestPage() {
  return (
    <div className="container">
      <PageHeading
        title="Concours de Talents"
        eyebrow="Scène ouverte"
        lead="Présentez votre musique, faites voter le public et gagnez jusqu'à 5000 euros, un enregistrement en studio professionnel et une semaine de diffusion à l'antenne, deux passages par jour."
      >
        <div>
          <TalentEntryButton>Participer</TalentEntryButton>
        </div>
      </PageHeading>
      <Section title="Concours en cours">
        <ContestCards />
      </Section>
      <Section title="Classement">
        <SubmissionRanking />
      </Section>
      <Section title="Nos Talents">
        <TalentStrip />
      </Section>
    </div>
  );
}
