import { CheckCircle2 } from '../../../ui/icons.tsx';
import { useState } from 'react';
import { toast } from 'sonner';
import { Modal } from '../../../ui/modal.tsx';
import { useAuthModalStore } from '../../../session/auth-modal-store.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { LoginForm } from './login-form.tsx';
import { UserRegisterForm } from './user-register-form.tsx';

type Mode = 'login' | 'register' | 'thanks' | 'forgot';
const TITLES: Record<Mode, string> = { login: 'Connexion', register: 'Inscription', thanks: 'Merci pour votre inscription !', forgot: 'Mot de passe oublié ?' };

/** 'Auth modal': login, registration, and the thank-you screen that keeps the email. */
export function AuthModal() {
  const open = useAuthModalStore((state) => state.open === 'auth');
  const talentPreset = useAuthModalStore((state) => state.talentPreset);
  const close = useAuthModalStore((state) => state.close);
  const openTalent = useAuthModalStore((state) => state.openTalent);
  const [mode, setMode] = useState<Mode>('login');
  const [email, setEmail] = useState('');

  const onClose = () => {
    close();
    setMode('login');
  };

  return (
    <Modal open={open} onClose={onClose} title={TITLES[mode]}>
      {mode === 'login' && (
        <>
          <LoginForm
            key={email}
            initialEmail={email}
            talentCheckbox={{ preset: talentPreset }}
            onSuccess={() => {
              onClose();
              toast.success('Connexion réussie !');
            }}
            onForgotPassword={(typed) => {
              setEmail(typed);
              setMode('forgot');
            }}
          />
          <p className="modal__switch">
            Pas encore de compte ?{' '}
            <button type="button" className="link-button" onClick={() => setMode('register')}>
              S'inscrire
            </button>
          </p>
        </>
      )}
      {mode === 'register' && (
        <>
          <UserRegisterForm
            onRegistered={(registered) => {
              setEmail(registered);
              setMode('thanks');
            }}
          />
          <p className="modal__switch">
            Déjà un compte ?{' '}
            <button type="button" className="link-button" onClick={() => setMode('login')}>
              Se connecter
            </button>
          </p>
          <p className="modal__switch">
            Vous êtes un artiste ?{' '}
            <button type="button" className="link-button" onClick={() => openTalent('register')}>
              Inscription talent
            </button>
          </p>
        </>
      )}
      {mode === 'forgot' && <ForgotPasswordForm initialEmail={email} onBack={() => setMode('login')} />}
      {mode === 'thanks' && (
        <div className="modal__done">
          <CheckCircle2 size={48} className="modal__done-icon" aria-hidden="true" />
          <p>Votre compte a été créé. Vous pouvez maintenant vous connecter avec votre email et votre mot de passe.</p>
          <button type="button" className="btn btn--primary" onClick={() => setMode('login')}>
            Se connecter
          </button>
        </div>
      )}
    </Modal>
  );
}
