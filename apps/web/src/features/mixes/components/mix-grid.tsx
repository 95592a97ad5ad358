import type { Mix } from '@station/shared';
import { mediaUrl } from '@station/shared/client';
import { useQuery } from '@tanstack/react-query';
import { Disc3 } from '../../../ui/icons.tsx';
import { PlayToggleButton } from '../../../player/components/play-toggle-button.tsx';
import { mixItem } from '../../../player/player-items.ts';
import { CardGrid, MediaCard } from '../../../ui/media-card.tsx';
import { EmptyState, QueryState } from '../../../ui/query-state.tsx';
import { ContentActions } from '../../../engagement/content-actions.tsx';
import { formatTime } from '../../../player/format-time.ts';
import { lazyAdmin } from '../../../session/admin-only.tsx';
import { DownloadMixButton } from './download-mix-button.tsx';
import { mixesQuery } from '../../../content/mixes-query.ts';
import { type MixKind, djName, mixesOfKind } from '../mix-lists.ts';

// Share anchors: #nos-mixes-{mixid} and #weekly-mixes-{mixid}.
const ANCHOR_PREFIX: Record<MixKind, string> = { regular: 'nos-mixes-', weekly: 'weekly-mixes-' };
const PAGE: Record<MixKind, '/mixes' | '/weekly-mixes'> = { regular: '/mixes', weekly: '/weekly-mixes' };
const EMPTY: Record<MixKind, string> = {
  regular: 'Aucun mix disponible pour le moment.',
  weekly: 'Aucun mix "Entrée de la semaine" disponible.',
};

// Admin controls: a separate chunk, downloaded by admins only.
const MixAdminToolbar = lazyAdmin(() => import('../admin/mix-admin-toolbar.tsx'));
const MixCardAdmin = lazyAdmin(() => import('../admin/mix-card-admin.tsx'));

interface MixGridProps {
  kind: MixKind;
  limit?: number;
  /** On the home page cards lead to the full page; on the page itself they carry the anchors. */
  linkToPage?: boolean;
  /** `/mixes?add=weekly`: the admin's add form opens at once, in the weekly category. */
  addWeekly?: boolean;
  onAddClosed?: () => void;
}

export function MixGrid({ kind, limit, linkToPage = false, addWeekly = false, onAddClosed }: MixGridProps) {
  const query = useQuery(mixesQuery());
  return (
    <>
      <MixAdminToolbar
        weekly={kind === 'weekly' || addWeekly}
        openAtStart={addWeekly}
        onOpenChange={(open) => !open && onAddClosed?.()}
      />
      <QueryState query={query}>
      {(mixes) => {
        const list = mixesOfKind(mixes, kind).slice(0, limit);
        if (list.length === 0) return <EmptyState>{EMPTY[kind]}</EmptyState>;
        return (
          <CardGrid>
            {list.map((mix) => (
              // The home's lists sit in sections with their own h2; the mixes' pages list them under the h1.
              <MixCard key={mix.mixid} mix={mix} kind={kind} linkToPage={linkToPage} headingLevel={limit ? 'h3' : 'h2'} />
            ))}
          </CardGrid>
        );
      }}
      </QueryState>
    </>
  );
}

function MixCard({ mix, kind, linkToPage, headingLevel }: { mix: Mix; kind: MixKind; linkToPage: boolean; headingLevel: 'h2' | 'h3' }) {
  const anchor = `${ANCHOR_PREFIX[kind]}${mix.mixid}`;
  const dj = djName(mix);
  const listens = `${mix.total_listens} écoute${mix.total_listens > 1 ? 's' : ''}`;
  const length = mix.duration_seconds ? ` · ${formatTime(mix.duration_seconds)}` : '';
  return (
    <MediaCard
      headingLevel={headingLevel}
      id={anchor}
      title={mix.titre}
      image={mediaUrl('mixImage', mix.img_url)}
      badge={kind === 'weekly' ? 'Entrée de la semaine' : mix.categorie}
      meta={`${dj ? `${dj} · ` : ''}${listens}${length}`}
      fallbackIcon={<Disc3 size={40} aria-hidden="true" />}
      link={linkToPage ? { to: PAGE[kind], hash: anchor } : undefined}
      actions={
        <>
          <PlayToggleButton item={mixItem(mix)} label={mix.titre} />
          <ContentActions content={{ kind: 'mix', id: mix.mixid, title: mix.titre, weekly: kind === 'weekly' }} />
          <DownloadMixButton mix={mix} />
          <MixCardAdmin mix={mix} />
        </>
      }
    />
  );
}

/** Whether there is anything to show: the home's weekly section renders nothing without weekly mixes. */
export function useHasMixes(kind: MixKind) {
  const { data } = useQuery(mixesQuery());
  return data ? mixesOfKind(data, kind).length > 0 : true;
}
