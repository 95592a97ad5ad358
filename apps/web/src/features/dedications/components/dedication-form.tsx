import type { Account } from '@station/shared';
import { dedicationInputSchema } from '@station/shared';
import { DEDICATION_MESSAGE_MAX } from '@station/shared/client';
import { Send } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { TextField } from '../../../ui/form-field.tsx';
import { useAuthModalStore } from '../../../session/auth-modal-store.ts';
import { useSendDedication } from '../api/dedication-writes.ts';

/** spec 2 §2 and §5: recipient, message with its remaining counter, sender from the session. */
export function DedicationForm({ account }: { account: Account | null }) {
  const [recipient, setRecipient] = useState('');
  const [message, setMessage] = useState('');
  const [sender, setSender] = useState(account?.name ?? '');
  const [error, setError] = useState<string>();
  const openAuth = useAuthModalStore((state) => state.openAuth);
  const send = useSendDedication();
  const messageId = useId();
  // The session may arrive after the first render (or change): prefill the sender's name then.
  useEffect(() => setSender(account?.name ?? ''), [account?.name]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // spec 2 §5: the sender must be logged in, else the login modal opens.
    if (!account) {
      openAuth();
      return;
    }
    const parsed = dedicationInputSchema.safeParse({ nom_destinataire: recipient, nom_expediteur: sender, message });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    send.mutate(parsed.data, {
      onSuccess: () => {
        setRecipient('');
        setMessage('');
      },
    });
  };

  return (
    <form className="card-panel form" onSubmit={submit} noValidate aria-labelledby="dedication-form-title">
      <h2 id="dedication-form-title" className="community__title">Envoyer une dédicace</h2>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <TextField label="Pour qui ?" value={recipient} onChange={setRecipient} maxLength={120} autoComplete="off" />
      <div className="field">
        <label htmlFor={messageId}>Votre message</label>
        <textarea id={messageId} className="field__input" rows={4} maxLength={DEDICATION_MESSAGE_MAX} value={message} onChange={(event) => setMessage(event.target.value)} />
        <p className="field__hint" aria-live="polite">
          {DEDICATION_MESSAGE_MAX - message.length} caractères restants
        </p>
      </div>
      {account && <TextField label="De la part de" value={sender} onChange={setSender} maxLength={120} />}
      <div className="form__actions">
        <button type="submit" className="btn btn--primary" disabled={send.isPending}>
          <Send size={18} aria-hidden="true" />
          Envoyer la dédicace
        </button>
      </div>
      {!account && <p className="muted">Connectez-vous pour envoyer une dédicace.</p>}
    </form>
  );
}
