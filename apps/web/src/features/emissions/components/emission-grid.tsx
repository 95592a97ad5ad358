import { type Emission, UNKNOWN_HOST, mediaUrl, parisDate } from '@station/shared';
import { useQuery } from '@tanstack/react-query';
import { Radio } from 'lucide-react';
import { formatLongDate, shortTime } from '../../../lib/format.ts';
import { CardGrid, MediaCard } from '../../../ui/media-card.tsx';
import { EmptyState, QueryState } from '../../../ui/query-state.tsx';
import { CommentsToggle } from '../../comments/components/comments-toggle.tsx';
import { LikeButton } from '../../likes/components/like-button.tsx';
import { AddToPlaylistButton } from '../../playlists/components/add-to-playlist-button.tsx';
import { ShareButton } from '../../share/components/share-button.tsx';
import { emissionsQuery } from '../api/emissions-query.ts';
import { EmissionListen } from './emission-listen.tsx';

interface EmissionGridProps {
  limit?: number;
  /** Home cards lead to /emissions#{id}; the page's cards carry that anchor (spec 2 §2). */
  linkToPage?: boolean;
}

export function EmissionGrid({ limit, linkToPage = false }: EmissionGridProps) {
  const query = useQuery(emissionsQuery());
  return (
    <QueryState query={query}>
      {(emissions) =>
        emissions.length === 0 ? (
          <EmptyState>Aucune émission pour le moment.</EmptyState>
        ) : (
          <CardGrid>
            {emissions.slice(0, limit).map((emission) => (
              <MediaCard
                key={emission.id}
                id={linkToPage ? `latest-emissions-${emission.id}` : String(emission.id)}
                title={emission.title}
                image={mediaUrl('emissionImage', emission.img_url)}
                meta={emission.animateurs || UNKNOWN_HOST}
                text={nextBroadcastLine(emission)}
                fallbackIcon={<Radio size={40} aria-hidden="true" />}
                link={linkToPage ? { to: '/emissions', hash: String(emission.id) } : undefined}
                actions={
                  <>
                    <EmissionListen emission={emission} />
                    <LikeButton contentType="emission" contentId={emission.id} title={emission.title} />
                    <CommentsToggle contentType="emission" contentId={emission.id} title={emission.title} />
                    <ShareButton target={{ kind: 'emission', id: emission.id }} title={emission.title} />
                    {emission.mp3_url && <AddToPlaylistButton track={{ emission_id: emission.id }} title={emission.title} />}
                  </>
                }
              />
            ))}
          </CardGrid>
        )
      }
    </QueryState>
  );
}

/** 'Prochaine diffusion : 21 novembre 2026 à 20:00', else the latest one. */
function nextBroadcastLine(emission: Emission): string | undefined {
  const today = parisDate();
  const dates = [...emission.broadcast_dates].sort((a, b) =>
    `${a.broadcast_date}${a.broadcast_time ?? ''}`.localeCompare(`${b.broadcast_date}${b.broadcast_time ?? ''}`),
  );
  const next = dates.find((slot) => slot.broadcast_date >= today);
  const slot = next ?? dates.at(-1);
  if (!slot) return undefined;
  const when = `${formatLongDate(slot.broadcast_date)}${slot.broadcast_time ? ` à ${shortTime(slot.broadcast_time)}` : ''}`;
  return next ? `Prochaine diffusion : ${when}` : `Dernière diffusion : ${when}`;
}
