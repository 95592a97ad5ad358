import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Music } from 'lucide-react';
import { formatLongDate } from '../../../lib/format.ts';
import { QueryState } from '../../../ui/query-state.tsx';
import { submissionsQuery } from '../api/contests-query.ts';
import { VoteButtons } from './vote-buttons.tsx';
import { votesLabel } from './votes-label.ts';

/** One talent's entries, newest first (public talent page, spec 2 §2 'Soumissions Musicales'). */
export function TalentSubmissions({ talentId }: { talentId: number }) {
  const query = useQuery(submissionsQuery());
  return (
    <QueryState query={query} skeletons={1}>
      {(submissions) => {
        const entries = submissions
          .filter((entry) => entry.talon_id === talentId)
          .sort((a, b) => b.date_soumission.localeCompare(a.date_soumission));
        if (entries.length === 0) {
          return (
            <div className="empty-state">
              <Music size={28} aria-hidden="true" />
              <div>
                <p className="notice__title">Aucune soumission</p>
                <p>Ce talent n'a pas encore soumis de musique.</p>
              </div>
            </div>
          );
        }
        return (
          <ul className="ranking">
            {entries.map((entry) => (
              <li key={entry.soumissionid} className="ranking__row">
                <span className="ranking__main">
                  <span className="ranking__name">{entry.description}</span>
                  <span className="ranking__meta">Soumis le {formatLongDate(entry.date_soumission)}</span>
                </span>
                <span className="ranking__votes">{votesLabel(entry.total_votes)}</span>
                <a className="icon-button" href={entry.music_url} target="_blank" rel="noopener noreferrer" aria-label="Voir la vidéo" title="Voir la vidéo">
                  <ExternalLink size={18} aria-hidden="true" />
                </a>
                <VoteButtons entry={entry} />
              </li>
            ))}
          </ul>
        );
      }}
    </QueryState>
  );
}
