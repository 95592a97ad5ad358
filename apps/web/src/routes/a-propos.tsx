import { createFileRoute } from '@tanstack/react-router';
import { Mail } from 'lucide-react';
import { aboutImagesQuery } from '../features/about/api/about-images-query.ts';
import { AboutFeatures } from '../features/about/components/about-features.tsx';
import { AboutStory } from '../features/about/components/about-story.tsx';
import { NewsletterForm } from '../features/newsletter/components/newsletter-form.tsx';
import { useStation } from '../features/station/api/station-query.ts';
import { loadQueries } from '../lib/load-queries.ts';
import { pageHead } from '../lib/page-head.ts';
import { PageHeading } from '../ui/page-heading.tsx';
import { Section } from '../ui/section.tsx';

export const Route = createFileRoute('/a-propos')({
  loader: ({ context }) => loadQueries(context.queryClient, aboutImagesQuery()),
  head: pageHead('Notre Histoire'),
  component: AboutPage,
});

function AboutPage() {
  const { station, stationName } = useStation();
  return (
    <div className="container">
      <PageHeading title="Notre Histoire" eyebrow="À propos" />
      <AboutStory stationName={stationName} />
      <Section title="Ce qui nous anime">
        <AboutFeatures />
      </Section>
      <div className="about-cards">
        <Section title="Rejoignez-nous" className="panel">
          <p className="muted">Laissez votre adresse : nous vous écrivons quand il se passe quelque chose à l'antenne.</p>
          <NewsletterForm source="about" />
        </Section>
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
