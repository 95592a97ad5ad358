import type { ContestRegistrationDetail } from '@station/shared';
import { REGISTRATION_CATEGORIES } from '@station/shared/client';
import { ExternalLink, Mail, Phone } from '../../../ui/icons.tsx';
import { formatLongDate } from '../../../lib/format.ts';
import { pause as pauseStation } from '../../../player/player-controls.ts';
import '../contests.css';

const categoryLabel = (value: string) => REGISTRATION_CATEGORIES.find((category) => category.value === value)?.label ?? value;

/**
 * A contest registration as its talent sent it: the photo, the MP3 to listen to, the
 * texts. Admins also see how to reach the talent. The files are private: only these two may read them.
 */
export function RegistrationCard({ registration, withContact = false }: { registration: ContestRegistrationDetail; withContact?: boolean }) {
  return (
    <article className="registration-card" aria-label={`Inscription : ${registration.song_title}`}>
      <img className="registration-card__photo" src={registration.photo_path} alt={registration.name} width={120} height={120} loading="lazy" />
      <div className="registration-card__body">
        <p className="registration-card__contest">{registration.contest_name ?? 'Concours de talents'}</p>
        <h3>{registration.song_title}</h3>
        <p className="muted">
          {registration.name} · {categoryLabel(registration.category)} · envoyée le {formatLongDate(registration.created_at)}
        </p>
        <p className="registration-card__description">{registration.description}</p>
      </div>
      <div className="registration-card__listen">
        {/* A private file's preview, not the station's programme: the radio pauses while it plays. */}
        {/* biome-ignore lint/a11y/useMediaCaption: a talent's song, no spoken words to caption */}
        <audio className="registration-card__audio" controls preload="none" src={registration.song_path} onPlay={() => pauseStation()} aria-label={`Écouter ${registration.song_title}`} />
        <p className="registration-card__links">
          <a href={registration.media_url} target="_blank" rel="noopener noreferrer">
            <ExternalLink size={14} aria-hidden="true" /> Lien média
          </a>
          {withContact && (
            <>
              <a href={`mailto:${registration.email}`}>
                <Mail size={14} aria-hidden="true" /> {registration.email}
              </a>
              <a href={`tel:${registration.phone.replace(/\s+/g, '')}`}>
                <Phone size={14} aria-hidden="true" /> {registration.phone}
              </a>
            </>
          )}
        </p>
      </div>
    </article>
  );
}
