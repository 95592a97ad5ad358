import { createFileRoute } from '@tanstack/react-router';
import { Mail } from '../ui/icons.tsx';
import { aboutImagesQuery } from '../features/about/api/about-images-query.ts';
import { aboutStatsQuery } from '../features/about/api/about-stats-query.ts';
import { AboutSection } from '../features/about/components/about-section.tsx';
import { NewsletterForm } from '../features/newsletter/components/newsletter-form.tsx';
import { useStation } from '../content/station-query.ts';
import { loadQueries } from '../lib/load-queries.ts';
import { pageHead } from '../lib/page-head.ts';
import { PageHeading } from '../ui/page-heading.tsx';
import { Section } from '../ui/section.tsx';

export const Route = createFileRoute('/a-propos')({
  loader: ({ context }) => loadQueries(context.queryClient, aboutImagesQuery(), aboutStatsQuery()),
  head: pageHead('Notre Histoire'),
  component: AboutPage,
});

function AboutPage() {
  const { station, stationName } = useStation();
  return (
    <div className="container">
      <PageHeading title="Notre Histoire" eyebrow="À propos" />
      <AboutSection stationName={stationName} joinForm={<NewsletterForm source="about" />} />
      <div className="about-publicity">
        {/* The footer's 'Publicité' link points here. */}
        <Section title="Publicité" id="publicite" className="panel">
          <p className="muted">
            Annonceurs, labels, organisateurs d'événements : parlons de votre campagne à l'antenne, en ligne ou pendant nos directs.
          </p>
          {station && (
            <a className="btn btn--primary" href={`mailto:${station.email}?subject=Publicit%C3%A9`}>
              <Mail size={18} aria-hidden="true" />
              Nous contacter
            </a>
          )}
        </Section>
      </div>
    </div>
  );
}
