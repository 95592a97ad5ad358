import { type Animateur, mediaUrl } from '@station/shared';
import { useQuery } from '@tanstack/react-query';
import { Mic } from 'lucide-react';
import { CardGrid, MediaCard } from '../../../ui/media-card.tsx';
import { EmptyState, QueryState } from '../../../ui/query-state.tsx';
import { presentersQuery } from '../api/presenters-query.ts';

/** Presenter cards; `limit` gives the home page's first 3 (spec 1 §9). */
export function PresenterGrid({ limit, linkToPage = false }: { limit?: number; linkToPage?: boolean }) {
  const query = useQuery(presentersQuery());
  return (
    <QueryState query={query}>
      {(presenters) =>
        presenters.length === 0 ? (
          <EmptyState>Aucun animateur pour le moment.</EmptyState>
        ) : (
          <CardGrid>
            {presenters.slice(0, limit).map((presenter) => (
              <PresenterCard key={presenter.animateurid} presenter={presenter} linkToPage={linkToPage} />
            ))}
          </CardGrid>
        )
      }
    </QueryState>
  );
}

function PresenterCard({ presenter, linkToPage }: { presenter: Animateur; linkToPage: boolean }) {
  const anchor = `animateur-${presenter.animateurid}`;
  return (
    <MediaCard
      id={anchor}
      title={`${presenter.prenom} ${presenter.nom}`}
      image={mediaUrl('animateurImage', presenter.img_url)}
      badge={presenter.role}
      meta={presenter.categorie}
      text={presenter.description}
      portrait
      fallbackIcon={<Mic size={40} aria-hidden="true" />}
      link={linkToPage ? { to: '/animateurs', hash: anchor } : undefined}
    />
  );
}
