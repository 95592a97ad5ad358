import { mediaUrl } from '@station/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Pause, Play } from 'lucide-react';
import { toggleLive } from '../../../player/player-controls.ts';
import { selectLivePlaying, usePlayerStore } from '../../../player/player-store.ts';
import { heroImagesQuery } from '../api/hero-images-query.ts';

/**
 * spec 1 §2 Home hero (anchor #hero): brand, subtitle, tagline, live badge and the two calls to action.
 * Shows the first hero image; without one (or while loading) the brand artwork drawn in CSS.
 */
export function HomeHero({ stationName }: { stationName: string }) {
  const { data: images } = useQuery(heroImagesQuery());
  const first = [...(images ?? [])].sort((a, b) => a.display_order - b.display_order)[0];
  const playing = usePlayerStore(selectLivePlaying);

  return (
    <section id="hero" className="hero" aria-labelledby="hero-title">
      <div className="hero__art" aria-hidden="true">
        {first && <img src={mediaUrl('hero', first.image_filename) ?? undefined} alt="" fetchPriority="high" />}
      </div>
      <div className="hero__shade" aria-hidden="true" />
      <div className="container hero__content">
        <span className="badge badge--live">EN DIRECT</span>
        <h1 id="hero-title" className="hero__title">
          {stationName}
        </h1>
        <p className="hero__subtitle">L'expérience radio comme vous ne l'avez jamais entendue.</p>
        <p className="hero__tagline">Rien que du live.</p>
        <div className="hero__actions">
          {/* spec 1 §2: 'Écouter en Direct' when stopped, 'Pause' when playing, green while playing. */}
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
