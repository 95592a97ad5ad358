import { ListMusic, LogIn } from '../../../ui/icons.tsx';
import { useAuthModalStore } from '../../../session/auth-modal-store.ts';

/** Visitors are asked to log in before they make playlists (the page and the add dialog alike). */
export function PlaylistsLoginPrompt() {
  const openAuth = useAuthModalStore((state) => state.openAuth);
  return (
    <div className="notice" role="note">
      <ListMusic size={28} className="notice__icon" aria-hidden="true" />
      <div>
        <p className="notice__title">Connexion requise</p>
        <p className="muted">Connectez-vous pour créer et retrouver vos playlists.</p>
        <button type="button" className="btn btn--primary btn--small" onClick={() => openAuth()}>
          <LogIn size={16} aria-hidden="true" />
          Connexion
        </button>
      </div>
    </div>
  );
}
