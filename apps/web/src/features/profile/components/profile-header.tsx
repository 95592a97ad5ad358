import { Camera } from '../../../ui/icons.tsx';
import { AccountAvatar } from '../../../ui/account-avatar.tsx';
import type { ProfileRecord } from '../profile-form.ts';
import '../profile.css';

const SUBTITLES: Record<ProfileRecord['role'], string> = {
  talent: 'Profil Talent',
  user: 'Profil Utilisateur',
  moderator: 'Profil Admin-animateur',
};

interface Props {
  record: ProfileRecord;
  avatarUrl: string;
  /** In edit mode, the avatar opens the picker. */
  onChooseAvatar?: () => void;
}

/** Profile: avatar (placeholder when none) and name; a talent shows artist and full name. */
export function ProfileHeader({ record, avatarUrl, onChooseAvatar }: Props) {
  const name = record.role === 'talent' ? record.data.nom_artiste : `${record.data.prenom} ${record.data.nom}`.trim();
  return (
    <section className="profile-header card-panel">
      <div className="profile-header__avatar">
        <AccountAvatar url={avatarUrl} size={96} />
        {onChooseAvatar && (
          <button type="button" className="profile-header__avatar-button" aria-label="Choisir un avatar" onClick={onChooseAvatar}>
            <Camera size={18} aria-hidden="true" />
          </button>
        )}
      </div>
      <div>
        <h2 className="profile-header__name">{name}</h2>
        {record.role === 'talent' && <p className="profile-header__full-name">{record.data.nom_complet}</p>}
        <p className="eyebrow">{SUBTITLES[record.role]}</p>
      </div>
    </section>
  );
}
