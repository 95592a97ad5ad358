import type { Concours, Soumission } from '@station/shared';
import { Link } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { EntryVideo } from './entry-video.tsx';
import { VoteButtons } from './vote-buttons.tsx';
import { votesLabel } from './votes-label.ts';
import '../contests.css';

const PODIUM = ['gold', 'silver', 'bronze'] as const;

/** '1er', '2e', '3e'... (the first rank is labelled '1er'). */
export const rankLabel = (rank: number) => (rank === 1 ? '1er' : `${rank}e`);

/** Entries by votes, most first; ties keep the earlier entry first. */
export const rankEntries = (entries: Soumission[]) => [...entries].sort((a, b) => b.total_votes - a.total_votes || a.soumissionid - b.soumissionid);

interface ContestPodiumProps {
  contest: Concours;
  entries: Soumission[];
  /** Admin tools per entry (edit, delete), composed for admins only. */
  EntryTools?: ComponentType<{ entry: Soumission }>;
}

/** Per contest, the top 3 (gold, silver, bronze, with their videos) and the rest from 4th. */
export function ContestPodium({ contest, entries, EntryTools }: ContestPodiumProps) {
  const ranked = rankEntries(entries);
  const top = ranked.slice(0, 3);
  const rest = ranked.slice(3);
  return (
    <section className="contest-podium" aria-label={`Classement : ${contest.nom_concours}`}>
      <h3 className="contest-podium__title">{contest.nom_concours}</h3>
      {ranked.length === 0 && <p className="empty-state">Aucun participant pour le moment</p>}
      <ol className="podium">
        {top.map((entry, index) => {
          const name = entry.nom_artiste || entry.nom_complet;
          return (
            <li key={entry.soumissionid} className={`contest-entry podium__entry podium__entry--${PODIUM[index]}`} data-rank={index + 1}>
              <div className="podium__head">
                <span className="podium__rank">{rankLabel(index + 1)}</span>
                <Link to="/talent/$id" params={{ id: String(entry.talon_id) }} className="podium__name">
                  {name}
                </Link>
                <span className="ranking__votes">{votesLabel(entry.total_votes)}</span>
                {EntryTools && <EntryTools entry={entry} />}
              </div>
              <EntryVideo soumissionid={entry.soumissionid} url={entry.music_url} title={name} />
              {entry.description && <p className="podium__text">{entry.description}</p>}
              <VoteButtons entry={entry} />
            </li>
          );
        })}
      </ol>
      {rest.length > 0 && (
        <ol className="ranking" start={4}>
          {rest.map((entry, index) => (
            <li key={entry.soumissionid} className="contest-entry row ranking__row" data-rank={index + 4}>
              <span className="ranking__rank">{rankLabel(index + 4)}</span>
              <span className="ranking__main">
                <Link to="/talent/$id" params={{ id: String(entry.talon_id) }} className="ranking__name">
                  {entry.nom_artiste || entry.nom_complet}
                </Link>
                <span className="ranking__meta">{entry.description}</span>
              </span>
              <span className="ranking__votes">{votesLabel(entry.total_votes)}</span>
              {EntryTools && <EntryTools entry={entry} />}
              <EntryVideo soumissionid={entry.soumissionid} url={entry.music_url} title={entry.nom_artiste || entry.nom_complet} />
              <VoteButtons entry={entry} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
