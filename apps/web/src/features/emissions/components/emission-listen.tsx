import type { Emission } from '@station/shared';
import { useNow } from '../../../lib/use-now.ts';
import { PlayToggleButton } from '../../../player/components/play-toggle-button.tsx';
import { emissionItem } from '../../../player/player-items.ts';
import { emissionStatus } from '../emission-status.ts';

const STATUS_REFRESH_MS = 60_000;

/**
 * The listening part of an emission card (spec 2 §4 display status): its recording plays in the
 * app's one player ('Écouter' / 'Pause'), and so does each extra replay.
 */
export function EmissionListen({ emission }: { emission: Emission }) {
  const now = useNow(STATUS_REFRESH_MS);
  const status = emissionStatus(emission, now);
  const main = status === 'replay' ? emissionItem(emission) : null;
  return (
    <div className="emission-listen">
      {status === 'live' && (
        <>
          <span className="badge badge--live">EN DIRECT</span>
          <button type="button" className="btn btn--small btn--ghost" disabled>
            En direct
          </button>
        </>
      )}
      {main && <PlayToggleButton item={main} label={emission.title} />}
      {status === 'upcoming' && (
        <button type="button" className="btn btn--small btn--ghost" disabled>
          À venir
        </button>
      )}
      {status === 'past_no_audio' && <p className="emission-listen__note">Audio en cours de traitement</p>}
      {status === 'unknown' && (
        <button type="button" className="btn btn--small btn--ghost" disabled>
          Indisponible
        </button>
      )}
      {emission.audioFiles.length > 0 && (
        <ul className="emission-listen__replays" aria-label={`Rediffusions de ${emission.title}`}>
          {emission.audioFiles.map((file) => {
            const item = emissionItem(emission, file.id);
            const when = file.formattedDate ?? file.parsedTitle;
            return item ? (
              <li key={file.id}>
                <span className="emission-listen__date">{when}</span>
                <PlayToggleButton item={item} label={`${emission.title} du ${when}`} />
              </li>
            ) : null;
          })}
        </ul>
      )}
    </div>
  );
}
