import type { Animateur } from '@station/shared';
import { Modal } from '../../../ui/modal.tsx';
import type { UpcomingProgramme } from '../upcoming-programmes.ts';
import { PresenterPhoto } from './presenter-photo.tsx';
import { PresenterSocial } from './presenter-social.tsx';
import { UpcomingList } from './upcoming-list.tsx';
import '../presenters.css';

interface PresenterDetailModalProps {
  presenter: Animateur;
  upcoming: UpcomingProgramme[];
  open: boolean;
  onClose: () => void;
}

/** 'Voir la page': the presenter's page in a modal. */
export function PresenterDetailModal({ presenter, upcoming, open, onClose }: PresenterDetailModalProps) {
  const name = `${presenter.prenom} ${presenter.nom}`;
  return (
    <Modal open={open} onClose={onClose} title={name} size="wide">
      <div className="columns presenter-detail">
        <div className="presenter-detail__photo">
          <PresenterPhoto presenter={presenter} sizes="(min-width: 760px) 280px, 100vw" />
        </div>
        <div className="presenter-detail__body">
          <p className="presenter-detail__role">
            <span className="badge badge--soft">{presenter.role}</span> {presenter.categorie}
          </p>
          <p className="presenter-detail__description">{presenter.description}</p>
          {upcoming.length > 0 && <h3 className="presenter-detail__heading">Prochainement à l'antenne</h3>}
          <UpcomingList upcoming={upcoming} name={name} />
          <PresenterSocial presenter={presenter} />
        </div>
      </div>
    </Modal>
  );
}
