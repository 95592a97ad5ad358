import { ABOUT_IMAGE_KEYS, aboutMessages } from '@station/shared/client';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ChevronRight } from '../../../ui/icons.tsx';
import type { ReactNode } from 'react';
import { aboutImagesQuery } from '../api/about-images-query.ts';
import { aboutStatsQuery } from '../api/about-stats-query.ts';
import { AboutFeatures } from './about-features.tsx';
import { AboutImageSlot, imageFor } from './about-image-slot.tsx';
import '../about.css';

export const LAUNCH_YEAR = 2011; // Radio launched in 2011

const GALLERY = ABOUT_IMAGE_KEYS.filter((key) => key !== 'hero_bg');

/** The old site's invented audience figures are left out: every tile is counted. */
function AboutStats() {
  const { data: stats } = useQuery(aboutStatsQuery());
  const tiles = [
    { value: String(new Date().getFullYear() - LAUNCH_YEAR), label: 'ans de direct' },
    { value: stats?.emissions, label: 'émissions' },
    { value: stats?.presenters, label: 'animateurs et DJ' },
    { value: stats?.mixes, label: 'mixes à écouter' },
  ];
  return (
    <ul className="stats" aria-label="La station en chiffres">
      {tiles.map((tile) => (
        <li key={tile.label} className="stats__tile" data-testid="about-stat">
          <span className="stats__value">{tile.value ?? '–'}</span>
          <span className="stats__label">{tile.label}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * 'Notre Histoire', the same on the home page and on /a-propos: the hero_bg image,
 * the story, the key figures, the four other image slots, six feature tiles and the join form.
 */
/** `joinForm`: the sign-up form of 'Rejoignez-nous', handed in by the route (the newsletter's). */
export function AboutSection({ stationName, joinForm, showMoreLink = false }: { stationName: string; joinForm: ReactNode; showMoreLink?: boolean }) {
  const { data: images, isError } = useQuery(aboutImagesQuery());
  return (
    <div className="about">
      {isError && (
        <p className="form-error" role="alert">
          {aboutMessages.loadFailed}
        </p>
      )}
      <AboutImageSlot slot={imageFor(images, 'hero_bg')} imageKey="hero_bg" className="about-slot--banner" sizes="(min-width: 1200px) 1200px, 100vw" />
      <div className="columns-wide story">
        <div className="story__text">
          <p>
            Lancée en {LAUNCH_YEAR}, {stationName} est née d'une idée simple : faire entendre le direct, rien que le direct. Des studios aux
            scènes des festivals, nos animateurs et nos DJ font vivre chaque jour la musique, les artistes émergents et celles et ceux qui
            les écoutent.
          </p>
          <p>
            Radio, télévision, mixes, concours de talents : tout ce que nous faisons a le même but, vous faire vivre l'émotion du live, où
            que vous soyez.
          </p>
          {showMoreLink && (
            <Link to="/a-propos" className="section__more">
              En savoir plus
              <ChevronRight size={16} aria-hidden="true" />
            </Link>
          )}
        </div>
        <AboutStats />
      </div>
      <div className="about-gallery">
        {GALLERY.map((key) => (
          <AboutImageSlot key={key} slot={imageFor(images, key)} imageKey={key} sizes="(min-width: 900px) 25vw, 50vw" />
        ))}
      </div>
      <AboutFeatures />
      <div className="panel about-join">
        <h3>Rejoignez-nous</h3>
        <p className="muted">Laissez votre adresse : nous vous écrivons quand il se passe quelque chose à l'antenne.</p>
        {joinForm}
      </div>
    </div>
  );
}
