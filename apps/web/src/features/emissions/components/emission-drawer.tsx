import type { Emission } from '@station/shared';
import { lazyAdmin } from '../../../session/admin-only.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { formatContent, sortedDates, upcomingDates } from '../emission-status.ts';
import { slotLabel } from './emission-dates.tsx';
import { EmissionImage } from './emission-image.tsx';
import { EmissionReplays } from './emission-listen.tsx';
import { PodcastButton } from './podcast-button.tsx';
import '../emissions.css';

const ExtraAudioDelete = lazyAdmin(() => import('../admin/extra-audio-delete.tsx'));

interface EmissionDrawerProps {
  emission: Emission;
  open: boolean;
  onClose: () => void;
  now: Date;
}

/** 'Voir plus de détails': the whole emission in a side drawer, its recordings playable. */
export function EmissionDrawer({ emission, open, onClose, now }: EmissionDrawerProps) {
  const next = upcomingDates(emission, now)[0];
  return (
    <Modal open={open} onClose={onClose} title={emission.title} size="drawer">
      <div className="emission-drawer">
        <div className="emission-drawer__image">
          <EmissionImage emission={emission} sizes="(min-width: 600px) 480px, 100vw" />
        </div>
        <p className="emission-drawer__hosts">avec {emission.animateurs}</p>
        <p className="formatted-text">{formatContent(emission.description)}</p>
        <section aria-label="Dates de diffusion">
          <h3 className="emission-drawer__heading">Dates de diffusion</h3>
          <ul className="emission-drawer__dates">
            {sortedDates(emission).map((slot) => (
              <li key={`${slot.broadcast_date}-${slot.broadcast_time}`} className={slot === next ? 'is-next' : undefined}>
                {slotLabel(slot)}
                {slot === next && <span className="emission-dates__next">Prochaine</span>}
              </li>
            ))}
          </ul>
        </section>
        <section aria-label="Enregistrements">
          <h3 className="emission-drawer__heading">Enregistrements</h3>
          <PodcastButton emission={emission} />
          <EmissionReplays emission={emission} renderAdmin={(audioId, name) => <ExtraAudioDelete emissionId={emission.id} audioId={audioId} name={name} />} />
        </section>
      </div>
    </Modal>
  );
}
