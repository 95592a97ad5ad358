import type { Emission } from '@station/shared';
import { recordingLabel, formatFrenchDate } from '@station/shared/client';
import type { ReactNode } from 'react';
import { PlayToggleButton } from '../../../player/components/play-toggle-button.tsx';
import { emissionItem } from '../../../player/player-items.ts';
import { type EmissionStatus, upcomingDates } from '../emission-status.ts';
import '../emissions.css';

/**
 * The listening part of an emission card (by its display status): its recording plays in the
 * app's one player ('Écouter' / 'Pause'), one thing at a time.
 */
export function EmissionListen({ emission, status, now }: { emission: Emission; status: EmissionStatus; now: Date }) {
  const main = status === 'replay' ? emissionItem(emission) : null;
  const next = status === 'upcoming' ? upcomingDates(emission, now)[0] : undefined;
  return (
    <div className="emission-listen">
      {status === 'live' && (
        <button type="button" className="btn btn--small btn--ghost" disabled>
          En direct
        </button>
      )}
      {main && <PlayToggleButton item={main} label={emission.title} />}
      {status === 'upcoming' && (
        <>
          <button type="button" className="btn btn--small btn--ghost" disabled>
            À venir
          </button>
          {next && (
            <p className="emission-listen__note">
              Émission prévue le {formatFrenchDate(next.broadcast_date)}
              {next.broadcast_time ? ` à ${next.broadcast_time}` : ''}
            </p>
          )}
        </>
      )}
      {status === 'past_no_audio' && <p className="emission-listen__note">Audio en cours de traitement</p>}
      {status === 'unknown' && (
        <button type="button" className="btn btn--small btn--ghost" disabled>
          Indisponible
        </button>
      )}
    </div>
  );
}

/** The extra recordings of an emission (the drawer), each playable in the one player. */
export function EmissionReplays({ emission, renderAdmin }: { emission: Emission; renderAdmin?: (audioId: number, name: string) => ReactNode }) {
  if (emission.audioFiles.length === 0) return <p className="muted">Aucun autre enregistrement pour le moment.</p>;
  return (
    <ul className="emission-replays" aria-label={`Enregistrements de ${emission.title}`}>
      {emission.audioFiles.map((file) => {
        const item = emissionItem(emission, file.id);
        const when = file.formattedDate ?? file.parsedTitle;
        return item ? (
          <li key={file.id}>
            <span className="emission-replays__date">{when}</span>
            <PlayToggleButton item={item} label={`${emission.title} du ${when}`} />
            {renderAdmin?.(file.id, recordingLabel(file.parsedTitle, file.parsedDate))}
          </li>
        ) : null;
      })}
    </ul>
  );
}
