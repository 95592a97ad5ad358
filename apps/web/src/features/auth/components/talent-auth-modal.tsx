import { messages } from '@station/shared/client';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Modal } from '../../../ui/modal.tsx';
import { useAuthModalStore } from '../../../session/auth-modal-store.ts';
import { LoginForm } from './login-form.tsx';
import { TalentRegisterForm } from './talent-register-form.tsx';

/** spec 2 §4: the success screen shows 2 s, then login mode returns with the fields cleared. */
export const TALENT_SUCCESS_MS = 2000;

/** The contest's talent modal (spec 1 §2, spec 2 §2 'Talent login/registration modal'). */
export function TalentAuthModal() {
  const open = useAuthModalStore((state) => state.open === 'talent');
  const initialMode = useAuthModalStore((state) => state.talentMode);
  const close = useAuthModalStore((state) => state.close);
  const [mode, setMode] = useState<'login' | 'register'>(initialMode);
  const [succeeded, setSucceeded] = useState(false);
  const [email, setEmail] = useState('');

  useEffect(() => {
    if (open) setMode(initialMode);
  }, [open, initialMode]);

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => {
      setSucceeded(false);
      setMode('login');
    }, TALENT_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [succeeded]);

  const title = mode === 'login' ? 'Connexion' : 'Inscription au Concours de Talents';
  return (
    <Modal open={open} onClose={close} title={title}>
      <fieldset className="segmented">
        <legend className="visually-hidden">Connexion ou inscription</legend>
        <button type="button" aria-pressed={mode === 'login'} onClick={() => setMode('login')}>
          Connexion
        </button>
        <button type="button" aria-pressed={mode === 'register'} onClick={() => setMode('register')}>
          Inscription
        </button>
      </fieldset>
      {succeeded ? (
        <div className="modal__done" role="status">
          <CheckCircle2 size={48} className="modal__done-icon" aria-hidden="true" />
          <p className="modal__done-title">{messages.talentRegistered}</p>
          <p>{messages.talentRegisteredHint}</p>
        </div>
      ) : mode === 'login' ? (
        <LoginForm
          key={email}
          initialEmail={email}
          onSuccess={() => {
            close();
            toast.success('Connexion réussie !');
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
