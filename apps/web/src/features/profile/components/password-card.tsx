import type { Account } from '@station/shared';
import { messages, passwordChangeProblem } from '@station/shared/client';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { PasswordField } from '../../../ui/form-field.tsx';
import { useChangePassword } from '../api/profile-mutations.ts';
import { refusalOr } from '../../../lib/api-client.ts';
import '../profile.css';

const EMPTY = { current: '', next: '', confirm: '' };

/** spec 1 §2 'Changer le mot de passe': collapsed invitation, three fields, three checks (§5). */
export function PasswordCard({ account }: { account: Account }) {
  const [expanded, setExpanded] = useState(false);
  const [fields, setFields] = useState(EMPTY);
  const change = useChangePassword(account);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (expanded) formRef.current?.querySelector('input')?.focus();
  }, [expanded]);

  const reset = () => {
    setFields(EMPTY);
    setExpanded(false);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = passwordChangeProblem(fields.current, fields.next, fields.confirm);
    if (problem) return void toast.error(problem);
    change.mutate(
      { currentPassword: fields.current, newPassword: fields.next, confirmPassword: fields.confirm },
      {
        onSuccess: () => {
          toast.success(messages.passwordChanged);
          reset();
        },
        onError: (error) => toast.error(refusalOr(error, messages.passwordChangeFailed)),
      },
    );
  };

  return (
    <section className="card-panel" aria-labelledby="password-card-title">
      <header className="card-panel__header">
        <h2 id="password-card-title">
          <KeyRound size={20} aria-hidden="true" />
          Changer le mot de passe
        </h2>
        {!expanded && (
          <button type="button" className="btn btn--ghost" onClick={() => setExpanded(true)}>
            Modifier
          </button>
        )}
      </header>
      {expanded ? (
        <form ref={formRef} className="form" onSubmit={onSubmit} noValidate>
          <PasswordField label="Mot de passe actuel" autoComplete="current-password" value={fields.current} onChange={(current) => setFields((f) => ({ ...f, current }))} />
          <PasswordField label="Nouveau mot de passe" autoComplete="new-password" value={fields.next} onChange={(next) => setFields((f) => ({ ...f, next }))} />
          <PasswordField label="Confirmer le nouveau mot de passe" autoComplete="new-password" value={fields.confirm} onChange={(confirm) => setFields((f) => ({ ...f, confirm }))} />
          <div className="form__actions">
            <button type="submit" className="btn btn--primary" disabled={change.isPending}>
              {change.isPending ? 'Modification...' : 'Changer le mot de passe'}
            </button>
            <button type="button" className="btn btn--ghost" onClick={reset} disabled={change.isPending}>
              Annuler
            </button>
          </div>
        </form>
      ) : (
        <p className="muted">Cliquez sur « Modifier » pour changer votre mot de passe.</p>
      )}
    </section>
  );
}
