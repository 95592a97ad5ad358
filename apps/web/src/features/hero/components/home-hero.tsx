import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Pause, Play } from '../../../ui/icons.tsx';
import { lazyAdmin } from '../../../session/admin-only.tsx';
import { toggleLive } from '../../../player/player-controls.ts';
import { selectLivePlaying, usePlayerStore } from '../../../player/player-store.ts';
import { heroImagesQuery } from '../api/hero-images-query.ts';
import { heroSlides } from '../hero-slides.ts';
import { HeroSliderControls, HeroSlides, useHeroSlider } from './hero-slider.tsx';
import '../hero.css';

// 'Ajouter une image hero' and 'Gérer les images hero', admins only: a lazy chunk
// (forms and the drag-and-drop library) that listeners never download.
const HeroAdminControls = lazyAdmin(() => import('../admin/hero-admin-controls.tsx'));

/**
 * Home hero (anchor #hero): the slider of the admin's images (or the 4 fallback slides),
 * brand, subtitle, tagline, live badge and the two calls to action.
 */
export function HomeHero({ stationName }: { stationName: string }) {
  // A failed hero list is only logged; the fallback slides show.
  const { data: images } = useQuery(heroImagesQuery());
  const playing = usePlayerStore(selectLivePlaying);
  const slides = heroSlides(images);
  const slider = useHeroSlider(slides.length);

  return (
    <section id="hero" className="hero" aria-labelledby="hero-title" {...slider.handlers}>
      <div className="hero__art">
        <HeroSlides slides={slides} index={slider.index} still={slider.reducedMotion} />
      </div>
      <div className="hero__shade" aria-hidden="true" />
      <HeroSliderControls slides={slides} {...slider} />
      <HeroAdminControls />
      <div className="container hero__content">
        <span className="badge badge--live">EN DIRECT</span>
        <h1 id="hero-title" className="hero__title">
          {stationName}
        </h1>
        <p className="hero__subtitle">L'expérience radio comme vous ne l'avez jamais entendue.</p>
        <p className="hero__tagline">Rien que du live.</p>
        <div className="hero__actions">
          {/* 'Écouter en Direct' when stopped, 'Pause' when playing, green while playing. */}
          <button type="button" className={`btn btn--large btn--live ${playing ? 'is-playing' : ''}`} onClick={() => void toggleLive()}>
            {playing ? <Pause size={20} aria-hidden="true" /> : <Play size={20} aria-hidden="true" />}
            {playing ? 'Pause' : 'Écouter en Direct'}
          </button>
          <Link to="/emissions" className="btn btn--large btn--glass">
            Découvrir nos Émissions
          </Link>
        </div>
      </div>
    </section>
  );
}
