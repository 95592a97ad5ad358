import type { Account } from '@station/shared';
import { messages, passwordChangeProblem } from '@station/shared/client';
import { KeyRound } from '../../../ui/icons.tsx';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormPasswordField } from '../../../ui/form/fields.tsx';
import { checkResolver } from '../../../ui/form/shared-schema-resolver.ts';
import { StationForm, SubmitButton } from '../../../ui/form/station-form.tsx';
import { useChangePassword } from '../api/profile-mutations.ts';
import { refusalOr } from '../../../lib/api-client.ts';
import '../profile.css';

const EMPTY = { current: '', next: '', confirm: '' };
type PasswordValues = typeof EMPTY;

/** 'Changer le mot de passe': collapsed invitation, three fields, three checks. */
export function PasswordCard({ account }: { account: Account }) {
  const [expanded, setExpanded] = useState(false);
  const change = useChangePassword(account);
  const form = useForm<PasswordValues>({
    defaultValues: EMPTY,
    resolver: checkResolver(({ current, next, confirm }) => passwordChangeProblem(current, next, confirm)),
  });
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (expanded) sectionRef.current?.querySelector('input')?.focus();
  }, [expanded]);

  const open = () => {
    form.reset(EMPTY);
    setExpanded(true);
  };
  const send = async ({ current, next, confirm }: PasswordValues) => {
    await change.mutateAsync({ currentPassword: current, newPassword: next, confirmPassword: confirm });
    toast.success(messages.passwordChanged);
    setExpanded(false);
  };

  return (
    <section ref={sectionRef} className="card-panel" aria-labelledby="password-card-title">
      <header className="card-panel__header">
        <h2 id="password-card-title">
          <KeyRound size={20} aria-hidden="true" />
          Changer le mot de passe
        </h2>
        {!expanded && (
          <button type="button" className="btn btn--ghost" onClick={open}>
            Modifier
          </button>
        )}
      </header>
      {expanded ? (
        // The server's error text or 'Erreur lors du changement de mot de passe', as an error toast.
        <StationForm form={form} onSubmit={send} failure={(error) => refusalOr(error, messages.passwordChangeFailed)} errorsAs="toast">
          <FormPasswordField<PasswordValues> name="current" label="Mot de passe actuel" autoComplete="current-password" />
          <FormPasswordField<PasswordValues> name="next" label="Nouveau mot de passe" autoComplete="new-password" />
          <FormPasswordField<PasswordValues> name="confirm" label="Confirmer le nouveau mot de passe" autoComplete="new-password" />
          <div className="form__actions">
            <SubmitButton busyLabel="Modification..." className="btn btn--primary">
              Changer le mot de passe
            </SubmitButton>
            <button type="button" className="btn btn--ghost" onClick={() => setExpanded(false)} disabled={change.isPending}>
              Annuler
            </button>
          </div>
        </StationForm>
      ) : (
        <p className="muted">Cliquez sur « Modifier » pour changer votre mot de passe.</p>
      )}
    </section>
  );
}
