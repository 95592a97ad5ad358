import { type AboutImage, mediaUrl } from '@station/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { aboutImagesQuery } from '../api/about-images-query.ts';

const LAUNCH_YEAR = 2011; // spec 2 §9: radio launched in 2011

// spec 2 §9 static figures; the invented daily-audience figure is left out (DECISIONS.md 10).
const STATS = [
  { value: `${new Date().getFullYear() - LAUNCH_YEAR}+`, label: 'ans de direct' },
  { value: '50+', label: 'émissions originales' },
  { value: '1000+', label: 'artistes découverts' },
  { value: '24h/24', label: 'en direct' },
];

export const imageFor = (images: AboutImage[] | undefined, key: string) => images?.find((image) => image.image_key === key);

/** 'Notre Histoire' (spec 2 §2): the station's story, a photo and its key figures. */
export function AboutStory({ stationName, showMoreLink = false }: { stationName: string; showMoreLink?: boolean }) {
  const { data: images } = useQuery(aboutImagesQuery());
  const photo = imageFor(images, 'studio') ?? imageFor(images, 'hero_bg');
  return (
    <div className="story">
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
      <figure className="story__photo">
        {photo ? <img src={mediaUrl('aboutImage', photo.image_filename) ?? undefined} alt={photo.alt_text ?? ''} loading="lazy" /> : <span className="story__art" />}
      </figure>
      <ul className="stats">
        {STATS.map((stat) => (
          <li key={stat.label} className="stats__tile">
            <span className="stats__value">{stat.value}</span>
            <span className="stats__label">{stat.label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
