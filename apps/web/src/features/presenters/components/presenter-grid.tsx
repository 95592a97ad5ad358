import type { Animateur, Programme } from '@station/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, useState } from 'react';
import { lazyAdmin } from '../../../session/admin-only.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { LazyDialog } from '../../../ui/lazy-dialog.tsx';
import { CardGrid } from '../../../ui/media-card.tsx';
import { EmptyState, QueryState } from '../../../ui/query-state.tsx';
import { showsQuery } from '../../../content/shows-query.ts';
import { presentersQuery } from '../../../content/presenters-query.ts';
import { upcomingProgrammes } from '../upcoming-programmes.ts';
import { ExpandableText } from './expandable-text.tsx';
import { PresenterSocial } from './presenter-social.tsx';
import { PresenterPhoto } from './presenter-photo.tsx';
import { UpcomingList } from './upcoming-list.tsx';
import '../presenters.css';

// Admin controls: a lazy chunk, loaded only for admins (features/auth/admin-only.tsx).
const PresenterCardAdmin = lazyAdmin(() => import('../admin/presenter-card-admin.tsx'));
export const PresenterAddButton = lazyAdmin(() => import('../admin/presenter-add-button.tsx'));
// 'Voir la page' opens a modal whose code loads on its first opening.
const PresenterDetailModal = lazy(() => import('./presenter-detail-modal.tsx').then((module) => ({ default: module.PresenterDetailModal })));

const REFRESH_MS = 60_000;

/** Presenter cards; `limit` gives the home page's first 3, whose names lead to /animateurs. */
export function PresenterGrid({ limit, linkToPage = false }: { limit?: number; linkToPage?: boolean }) {
  const query = useQuery(presentersQuery());
  // The programme feeds the cards' next airings; its failure is tolerated.
  const shows = useQuery(showsQuery()).data ?? [];
  return (
    <QueryState query={query} errorText="Erreur lors du chargement des animateurs">
      {(presenters) =>
        presenters.length === 0 ? (
          <EmptyState>Aucun animateur pour le moment.</EmptyState>
        ) : (
          <CardGrid>
            {presenters.slice(0, limit).map((presenter) => (
              <PresenterCard key={presenter.animateurid} presenter={presenter} shows={shows} linkToPage={linkToPage} />
            ))}
          </CardGrid>
        )
      }
    </QueryState>
  );
}

function PresenterCard({ presenter, shows, linkToPage }: { presenter: Animateur; shows: Programme[]; linkToPage: boolean }) {
  const [open, setOpen] = useState(false);
  const now = useNow(REFRESH_MS);
  const upcoming = upcomingProgrammes(shows, presenter.animateurid, now);
  const name = `${presenter.prenom} ${presenter.nom}`;
  const anchor = `animateur-${presenter.animateurid}`;
  return (
    <article className="card presenter-card" id={anchor} aria-label={name}>
      <div className="card__media card__media--portrait">
        <PresenterPhoto presenter={presenter} sizes="(min-width: 1200px) 300px, (min-width: 600px) 45vw, 100vw" />
        <span className="card__badge">{presenter.role}</span>
      </div>
      <div className="card__body">
        <h3 className="card__title">
          {linkToPage ? (
            <Link to="/animateurs" hash={anchor} className="presenter-card__link">
              {name}
            </Link>
          ) : (
            name
          )}
        </h3>
        {presenter.categorie && <p className="card__meta">{presenter.categorie}</p>}
        <ExpandableText text={presenter.description} />
        <UpcomingList upcoming={upcoming} name={name} />
        <PresenterSocial presenter={presenter} />
        <div className="card__actions presenter-card__actions">
          <button type="button" className="btn btn--small btn--ghost" onClick={() => setOpen(true)} aria-label={`Voir la page de ${name}`}>
            Voir la page
          </button>
          <PresenterCardAdmin presenter={presenter} />
        </div>
      </div>
      <LazyDialog open={open}>
        <PresenterDetailModal presenter={presenter} upcoming={upcoming} open={open} onClose={() => setOpen(false)} />
      </LazyDialog>
    </article>
  );
}
