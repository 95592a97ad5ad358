import type { LetterInput, LetterPreview } from '@station/shared';
import { letterSchema } from '@station/shared';
import { newsletterMessages } from '@station/shared/client';
import { useMutation } from '@tanstack/react-query';
import { Eye, Send, TestTube2 } from '../../../ui/icons.tsx';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { api, readJson, refusalOr } from '../../../lib/api-client.ts';
import { FormTextArea, FormTextField } from '../../../ui/form/fields.tsx';
import { sharedSchemaResolver } from '../../../ui/form/shared-schema-resolver.ts';
import { StationForm, SubmitButton } from '../../../ui/form/station-form.tsx';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { useStation } from '../../../content/station-query.ts';
import './letter-admin.css';

/**
 * 'La lettre': the admin writes a subject and an introduction; the week's programme
 * and the latest news, mixes and contest news follow by default. Preview, a test copy to oneself,
 * then the send to confirmed subscribers through the mail queue.
 */
export default function LetterAdmin() {
  const { stationName } = useStation();
  const form = useForm<LetterInput>({ defaultValues: { subject: `La lettre de ${stationName}`, intro: '' }, resolver: sharedSchemaResolver(letterSchema) });
  const preview = useMutation({ mutationFn: (json: LetterInput): Promise<LetterPreview> => readJson(api.newsletter.letter.preview.$post({ json })) });
  const test = useMutation({ mutationFn: (json: LetterInput) => readJson(api.newsletter.letter.test.$post({ json })) });
  const send = useMutation({ mutationFn: (json: LetterInput) => readJson(api.newsletter.letter.send.$post({ json })) });
  const busy = preview.isPending || test.isPending || send.isPending;

  // The form's submit is the preview; the test copy and the send check the same fields first.
  const showPreview = async (letter: LetterInput) => {
    try {
      await preview.mutateAsync(letter);
    } catch (failure) {
      throw new Error(refusalOr(failure, newsletterMessages.letterLoadFailed));
    }
  };
  const mail = (sendLetter: (letter: LetterInput) => Promise<{ message: string }>, confirmFirst: boolean) =>
    form.handleSubmit(async (letter) => {
      if (confirmFirst && !window.confirm(`Envoyer « ${letter.subject} » à ${preview.data?.subscribers ?? 'tous les'} abonné(s) confirmé(s) ?`)) return;
      try {
        toast.success((await sendLetter(letter)).message);
      } catch (failure) {
        form.setError('root.server', { message: refusalOr(failure, newsletterMessages.letterSendFailed) });
      }
    });

  return (
    <>
      <PageHeading title="La lettre" eyebrow="Newsletter" lead="Votre mot d’accueil, puis le programme de la semaine, les dernières actualités, les mixes et les concours." />
      {/* The letter is sent, not saved: a draft left behind asks nothing. */}
      <StationForm form={form} onSubmit={showPreview} failure={(error) => (error instanceof Error ? error.message : null)} className="form card letter-admin" guardLeaving={false}>
        <FormTextField<LetterInput> name="subject" label="Objet" maxLength={200} required />
        <FormTextArea<LetterInput> name="intro" label="Mot d’accueil" rows={5} />
        <div className="form__actions">
          <SubmitButton busyLabel="Aperçu..." className="btn btn--ghost" disabled={busy}>
            <Eye size={16} aria-hidden="true" /> Aperçu
          </SubmitButton>
          <button type="button" className="btn btn--ghost" disabled={busy} onClick={mail(test.mutateAsync, false)}>
            <TestTube2 size={16} aria-hidden="true" /> M’envoyer un test
          </button>
          <button type="button" className="btn btn--primary" disabled={busy || !preview.data} onClick={mail(send.mutateAsync, true)} title={preview.data ? undefined : 'Affichez d’abord l’aperçu'}>
            <Send size={16} aria-hidden="true" /> Envoyer la lettre
          </button>
        </div>
      </StationForm>
      {preview.data && (
        <section className="card letter-admin__preview" aria-label="Aperçu de la lettre">
          <p className="muted">
            {preview.data.subscribers} abonné(s) confirmé(s) la recevront. Objet : <strong>{preview.data.subject}</strong>
          </p>
          <pre className="mail-text">{preview.data.text}</pre>
        </section>
      )}
    </>
  );
}
