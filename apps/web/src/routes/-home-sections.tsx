import { AboutSection } from '../features/about/components/about-section.tsx';
import { NewsletterForm } from '../features/newsletter/components/newsletter-form.tsx';
import { EmissionGrid } from '../features/emissions/components/emission-grid.tsx';
import { MixGrid, useHasMixes } from '../features/mixes/components/mix-grid.tsx';
import { NewsGrid } from '../features/news/components/news-grid.tsx';
import { PresenterGrid } from '../features/presenters/components/presenter-grid.tsx';
import { ProgrammeSection } from '../features/schedule/components/programme-section.tsx';
import { TvPanel } from '../features/tv/components/tv-panel.tsx';
import { Section } from '../ui/section.tsx';

const HOME_LIST = 3; // 3 items per home list

/** The home page below its hero (routes/index.tsx loads this module apart; '-' keeps it out of the route tree). */
export default function HomeSections({ stationName }: { stationName: string }) {
  // The weekly section renders nothing when there are no weekly mixes.
  const hasWeeklyMixes = useHasMixes('weekly');
  return (
    <div className="container home-sections">
      <TvPanel />
      <ProgrammeSection />
      <Section title="Nos Animateurs" eyebrow="L'équipe" id="animateurs" more={{ to: '/animateurs', label: 'Tous les animateurs' }}>
        <PresenterGrid limit={HOME_LIST} linkToPage />
      </Section>
      <Section title="Nos Mixes" eyebrow="DJ" id="mixes" more={{ to: '/mixes', label: 'Tous les mixes' }}>
        <MixGrid kind="regular" limit={HOME_LIST} linkToPage />
      </Section>
      {hasWeeklyMixes && (
        <Section title="Entrée de la semaine" eyebrow="Cette semaine" id="weekly-mixes" more={{ to: '/weekly-mixes', label: 'Voir la sélection' }}>
          <MixGrid kind="weekly" limit={HOME_LIST} linkToPage />
        </Section>
      )}
      <Section title="Nos Émissions" eyebrow="À l'antenne" id="emissions" more={{ to: '/emissions', label: 'Toutes les émissions' }}>
        <EmissionGrid limit={HOME_LIST} linkToPage />
      </Section>
      <Section title="Actualités" eyebrow="En ce moment" id="news" more={{ to: '/actualites', label: 'Toutes les actualités' }}>
        <NewsGrid kind="news" limit={HOME_LIST} />
      </Section>
      <Section title="Jeux Concours" eyebrow="À gagner" id="concours" more={{ to: '/actualites/concours', label: 'Voir tous les concours' }}>
        <NewsGrid kind="contest" limit={HOME_LIST} />
      </Section>
      <Section title="Notre Histoire" eyebrow="À propos" id="about">
        <AboutSection stationName={stationName} joinForm={<NewsletterForm source="about" />} showMoreLink />
      </Section>
    </div>
  );
}
