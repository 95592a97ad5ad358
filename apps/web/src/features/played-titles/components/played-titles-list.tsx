import type { PlayedTitleGroup } from '@station/shared';
import { parisTime } from '../../../lib/format.ts';
import { EmptyState } from '../../../ui/query-state.tsx';
import { PlayedTitleLinks } from './played-title-links.tsx';
import '../played-titles.css';

/** The titles, newest first, under the programme on air when they played. */
export function PlayedTitlesList({ groups, highlight, compact = false }: { groups: PlayedTitleGroup[]; highlight?: number; compact?: boolean }) {
  if (groups.length === 0) return <EmptyState>Aucun titre diffusé sur cette période.</EmptyState>;
  return (
    <div className="played-titles">
      {groups.map((group) => (
        <section key={`${group.programme_id}-${group.titles[0]!.id}`} className="played-titles__group" aria-label={group.programme_title ?? 'Hors programme'}>
          <h3 className="played-titles__programme">
            {group.programme_title ?? 'Hors programme'}
            {group.programme_host && <span className="played-titles__host"> avec {group.programme_host}</span>}
          </h3>
          <ol className="played-titles__items">
            {group.titles.map((title) => (
              <li key={title.id} className={`played-titles__item ${title.id === highlight ? 'is-highlighted' : ''}`} data-testid="played-title">
                <time className="played-titles__time" dateTime={title.played_at}>
                  {parisTime(new Date(title.played_at))}
                </time>
                <div className="played-titles__body">
                  <p className="played-titles__title">{title.title}</p>
                  {!compact && <PlayedTitleLinks title={title.title} />}
                </div>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
