import type { Programme } from '@station/shared';
import { imageVariantUrl, mediaUrl } from '@station/shared/client';
import { Clock } from '../../../ui/icons.tsx';
import type { ReactNode } from 'react';
import { shortTime } from '../../../lib/format.ts';
import { ProgrammeTypeIcon, programmeTypeLabel } from './programme-type.tsx';
import { RotatingArtwork } from './rotating-artwork.tsx';
import '../schedule.css';

/** A show of the day on the home page: its image, or its type's rotating artwork. */
export function ProgrammeCard({ show, live, actions }: { show: Programme; live: boolean; actions?: ReactNode }) {
  // A programme has no folder of its own: a bare name is read like its emission's artwork.
  const image = mediaUrl('emissionImage', show.img_url);
  return (
    <li className={`show-card ${live ? 'is-live' : ''}`}>
      <div className="show-card__media">
        {image ? (
          <img className="show-card__image" src={imageVariantUrl(image, 640) ?? image} alt="" loading="lazy" decoding="async" />
        ) : (
          <RotatingArtwork type={show.type} offset={show.id} />
        )}
        <span className="show-card__type">
          <ProgrammeTypeIcon type={show.type} size={14} />
          {programmeTypeLabel(show.type)}
        </span>
        {live && <span className="badge badge--live show-card__live">LIVE</span>}
      </div>
      <div className="show-card__body">
        <p className="show-card__time">
          <Clock size={14} aria-hidden="true" />
          {shortTime(show.start_time)} – {shortTime(show.end_time)}
        </p>
        <h3 className="show-card__title">{show.title}</h3>
        {show.host && <p className="show-card__host">avec {show.host}</p>}
        {actions && <div className="show-card__actions">{actions}</div>}
      </div>
    </li>
  );
}
