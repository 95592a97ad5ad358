import type { Account } from '@station/shared';
import { dedicationInputSchema } from '@station/shared';
import { DEDICATION_MESSAGE_MAX } from '@station/shared/client';
import { Send } from '../../../ui/icons.tsx';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextArea, FormTextField } from '../../../ui/form/fields.tsx';
import { checkResolver, sharedSchemaResolver } from '../../../ui/form/shared-schema-resolver.ts';
import { StationForm, SubmitButton } from '../../../ui/form/station-form.tsx';
import { useAuthModalStore } from '../../../session/auth-modal-store.ts';
import { useSendDedication } from '../api/dedication-writes.ts';

type DedicationValues = { nom_destinataire: string; message: string; nom_expediteur: string };

/** Recipient, message with its remaining counter, sender from the session. */
export function DedicationForm({ account }: { account: Account | null }) {
  const openAuth = useAuthModalStore((state) => state.openAuth);
  const send = useSendDedication();
  const form = useForm<DedicationValues>({
    defaultValues: { nom_destinataire: '', message: '', nom_expediteur: account?.name ?? '' },
    // A visitor's send opens the login modal first; the fields are checked once signed in.
    resolver: account ? sharedSchemaResolver(dedicationInputSchema) : checkResolver(() => null),
  });
  // The session may arrive after the first render (or change): prefill the sender's name then.
  useEffect(() => form.setValue('nom_expediteur', account?.name ?? ''), [account?.name, form]);
  const message = form.watch('message');

  const submit = (values: DedicationValues) => {
    if (!account) return openAuth();
    send.mutate(dedicationInputSchema.parse(values), { onSuccess: () => form.reset({ ...values, nom_destinataire: '', message: '' }) });
  };

  return (
    <StationForm form={form} onSubmit={submit} failure={() => null} className="card-panel form" label="Envoyer une dédicace">
      <h2 className="community__title">Envoyer une dédicace</h2>
      <FormTextField<DedicationValues> name="nom_destinataire" label="Pour qui ?" maxLength={120} autoComplete="off" />
      <FormTextArea<DedicationValues>
        name="message"
        label="Votre message"
        rows={4}
        maxLength={DEDICATION_MESSAGE_MAX}
        hint={`${DEDICATION_MESSAGE_MAX - message.length} caractères restants`}
      />
      {account && <FormTextField<DedicationValues> name="nom_expediteur" label="De la part de" maxLength={120} />}
      <div className="form__actions">
        <SubmitButton busyLabel="Envoi..." busy={send.isPending} className="btn btn--primary">
          <Send size={18} aria-hidden="true" />
          Envoyer la dédicace
        </SubmitButton>
      </div>
      {!account && <p className="muted">Connectez-vous pour envoyer une dédicace.</p>}
    </StationForm>
  );
}
