import { AuthModal } from './auth-modal.tsx';
import { TalentAuthModal } from './talent-auth-modal.tsx';

/** Both account modals, one lazy chunk (lazy-auth-modals.tsx). */
export default function AuthModals() {
  return (
    <>
      <AuthModal />
      <TalentAuthModal />
    </>
  );
}
