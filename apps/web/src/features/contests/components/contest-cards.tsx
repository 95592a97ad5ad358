import type { Concours, Soumission } from '@station/shared';
import { contestMessages, imageVariantUrl, mediaUrl } from '@station/shared/client';
import { CalendarClock, Trophy, Users } from '../../../ui/icons.tsx';
import { type ReactNode, useState } from 'react';
import { formatLongDate } from '../../../lib/format.ts';
import { Modal } from '../../../ui/modal.tsx';
import { votesLabel } from './votes-label.ts';
import '../contests.css';

interface ContestCardsProps {
  contests: Concours[];
  entries: Soumission[];
  /** The contest's 'participate' control (the talent modal or the form: the route composes it). */
  participate: ReactNode;
}

/** One card per active contest (image, end date in French, participants, participate). */
export function ContestCards({ contests, entries, participate }: ContestCardsProps) {
  const [shown, setShown] = useState<Concours | null>(null);
  if (contests.length === 0) return <p className="empty-state">Aucun concours ouvert pour le moment.</p>;
  const participants = shown ? entries.filter((entry) => entry.concours_id === shown.concoursid) : [];
  return (
    <>
      <ul className="contest-cards">
        {contests.map((contest) => {
          const image = mediaUrl('concoursImage', contest.img_url);
          return (
            <li key={contest.concoursid} className="contest-card">
              <div className="contest-card__image">
                {image ? <img src={imageVariantUrl(image, 640) ?? image} alt="" loading="lazy" /> : <Trophy size={48} aria-hidden="true" />}
              </div>
              <div className="contest-card__body">
                <h3>{contest.nom_concours}</h3>
                <p className="contest-card__date">
                  <CalendarClock size={16} aria-hidden="true" /> Jusqu'au {formatLongDate(contest.date_fin)}
                </p>
                <p className="contest-card__text">{contest.description}</p>
                <div className="contest-card__actions">
                  <button type="button" className="btn btn--ghost" onClick={() => setShown(contest)}>
                    <Users size={18} aria-hidden="true" /> Voir les participants
                  </button>
                  {participate}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <Modal open={shown !== null} onClose={() => setShown(null)} title={shown ? `Participants : ${shown.nom_concours}` : 'Participants'}>
        {participants.length === 0 ? (
          <p className="empty-state">{contestMessages.noParticipants}</p>
        ) : (
          <ul className="participant-list">
            {participants.map((entry) => (
              <li key={entry.soumissionid}>
                <span className="participant-list__name">{entry.nom_artiste || entry.nom_complet}</span>
                <span className="ranking__votes">{votesLabel(entry.total_votes)}</span>
              </li>
            ))}
          </ul>
        )}
      </Modal>
    </>
  );
}
