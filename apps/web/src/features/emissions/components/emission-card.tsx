import type { Emission } from '@station/shared';
import { Link } from '@tanstack/react-router';
import { PanelRightOpen } from '../../../ui/icons.tsx';
import { lazy, useState } from 'react';
import { lazyAdmin } from '../../../session/admin-only.tsx';
import { LazyDialog } from '../../../ui/lazy-dialog.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { ContentActions } from '../../../engagement/content-actions.tsx';
import { emissionStatus, formatContent, truncateText, upcomingDates } from '../emission-status.ts';
import { UpcomingDates } from './emission-dates.tsx';
import { EmissionImage } from './emission-image.tsx';
import { EmissionListen } from './emission-listen.tsx';
import { PodcastButton } from './podcast-button.tsx';
import '../emissions.css';

const EmissionCardAdmin = lazyAdmin(() => import('../admin/emission-card-admin.tsx'));
// The details drawer (all dates, replays) loads on its first opening.
const EmissionDrawer = lazy(() => import('./emission-drawer.tsx').then((module) => ({ default: module.EmissionDrawer })));

interface EmissionCardProps {
  emission: Emission;
  now: Date;
  /** Home cards: anchor latest-emissions-{id}, title leading to /emissions#{id}. */
  onHome: boolean;
}

export function EmissionCard({ emission, now, onHome }: EmissionCardProps) {
  const [reading, setReading] = useState(false);
  const [details, setDetails] = useState(false);
  const status = emissionStatus(emission, now);
  const description = truncateText(emission.description);
  return (
    <article className="card emission-card" id={onHome ? `latest-emissions-${emission.id}` : String(emission.id)} aria-label={emission.title}>
      <div className="card__media">
        <EmissionImage emission={emission} sizes="(min-width: 1200px) 300px, (min-width: 600px) 45vw, 100vw" />
        {status === 'live' && <span className="badge badge--live emission-card__live">EN DIRECT</span>}
      </div>
      <div className="card__body">
        <h3 className="card__title">
          {onHome ? (
            <Link to="/emissions" hash={String(emission.id)} className="emission-card__link">
              {emission.title}
            </Link>
          ) : (
            emission.title
          )}
        </h3>
        <p className="card__meta">avec {emission.animateurs}</p>
        <p className="emission-card__description">
          {description.text}{' '}
          {description.truncated && (
            <button type="button" className="link-button" onClick={() => setReading(true)}>
              Lire la Suite
            </button>
          )}
        </p>
        <UpcomingDates dates={upcomingDates(emission, now)} title={emission.title} />
        <EmissionListen emission={emission} status={status} now={now} />
        <div className="card__actions emission-card__actions">
          <ContentActions content={{ kind: 'emission', id: emission.id, title: emission.title, playable: Boolean(emission.mp3_url) }} />
          <PodcastButton emission={emission} />
          {!onHome && (
            <button type="button" className="btn btn--small btn--ghost" onClick={() => setDetails(true)}>
              <PanelRightOpen size={16} aria-hidden="true" />
              Voir plus de détails
            </button>
          )}
          <EmissionCardAdmin emission={emission} status={status} />
        </div>
      </div>
      <Modal open={reading} onClose={() => setReading(false)} title={emission.title}>
        <p className="formatted-text">{formatContent(emission.description)}</p>
      </Modal>
      {!onHome && (
        <LazyDialog open={details}>
          <EmissionDrawer emission={emission} open={details} onClose={() => setDetails(false)} now={now} />
        </LazyDialog>
      )}
    </article>
  );
}
