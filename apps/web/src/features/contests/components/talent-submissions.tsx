import type { Soumission } from '@station/shared';
import { compareIso } from '@station/shared/client';
import { Music } from '../../../ui/icons.tsx';
import { formatLongDate } from '../../../lib/format.ts';
import { EntryVideo } from './entry-video.tsx';
import { VoteButtons } from './vote-buttons.tsx';
import { votesLabel } from './votes-label.ts';
import '../contests.css';

/** One talent's entries, newest first: 'Soumissions Musicales' (one video at a time). */
export function TalentSubmissions({ entries }: { entries: Soumission[] }) {
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
    <ul className="talent-entries">
      {[...entries]
        .sort((a, b) => compareIso(b.date_soumission, a.date_soumission))
        .map((entry) => (
          <li key={entry.soumissionid} className="list-card talent-entry">
            <EntryVideo soumissionid={entry.soumissionid} url={entry.music_url} title={entry.nom_artiste} />
            <div className="talent-entry__body">
              <p className="talent-entry__meta">
                <span className="ranking__votes">{votesLabel(entry.total_votes)}</span>
                <span className="muted">Soumis le {formatLongDate(entry.date_soumission)}</span>
              </p>
              {entry.description && <p>{entry.description}</p>}
              <VoteButtons entry={entry} />
            </div>
          </li>
        ))}
    </ul>
  );
}
