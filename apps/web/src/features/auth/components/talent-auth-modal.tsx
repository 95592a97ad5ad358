import { messages } from '@station/shared/client';
import { CheckCircle2 } from '../../../ui/icons.tsx';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Modal } from '../../../ui/modal.tsx';
import { useAuthModalStore } from '../../../session/auth-modal-store.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { LoginForm } from './login-form.tsx';
import { TalentRegisterForm } from './talent-register-form.tsx';

/** The success screen shows 2 s, then login mode returns with the fields cleared. */
export const TALENT_SUCCESS_MS = 2000;

/** The contest's talent modal: login and registration of a talent. */
export function TalentAuthModal() {
  const open = useAuthModalStore((state) => state.open === 'talent');
  const initialMode = useAuthModalStore((state) => state.talentMode);
  const close = useAuthModalStore((state) => state.close);
  const [mode, setMode] = useState<'login' | 'register'>(initialMode);
  const [succeeded, setSucceeded] = useState(false);
  const [email, setEmail] = useState('');
  const [forgot, setForgot] = useState(false);

  useEffect(() => {
    if (open) {
      setMode(initialMode);
      setForgot(false);
    }
  }, [open, initialMode]);

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => {
      setSucceeded(false);
      setMode('login');
    }, TALENT_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [succeeded]);

  const title = forgot ? 'Mot de passe oublié ?' : mode === 'login' ? 'Connexion' : 'Inscription au Concours de Talents';
  return (
    <Modal open={open} onClose={close} title={title}>
      <fieldset className="segmented">
        <legend className="visually-hidden">Connexion ou inscription</legend>
        <button
          type="button"
          aria-pressed={mode === 'login'}
          onClick={() => {
            setForgot(false);
            setMode('login');
          }}
        >
          Connexion
        </button>
        <button
          type="button"
          aria-pressed={mode === 'register'}
          onClick={() => {
            setForgot(false);
            setMode('register');
          }}
        >
          Inscription
        </button>
      </fieldset>
      {succeeded ? (
        <div className="modal__done" role="status">
          <CheckCircle2 size={48} className="modal__done-icon" aria-hidden="true" />
          <p className="modal__done-title">{messages.talentRegistered}</p>
          <p>{messages.talentRegisteredHint}</p>
        </div>
      ) : forgot ? (
        <ForgotPasswordForm initialEmail={email} onBack={() => setForgot(false)} />
      ) : mode === 'login' ? (
        <LoginForm
          key={email}
          initialEmail={email}
          onSuccess={() => {
            close();
            toast.success('Connexion réussie !');
          }}
          onForgotPassword={(typed) => {
            setEmail(typed);
            setForgot(true);
          }}
        />
      ) : (
        <TalentRegisterForm
          onRegistered={(registered) => {
            setEmail(registered);
            setSucceeded(true);
          }}
        />
      )}
    </Modal>
  );
}
