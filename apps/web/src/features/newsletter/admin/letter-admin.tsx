import type { LetterInput, LetterPreview } from '@station/shared';
import { newsletterMessages } from '@station/shared/client';
import { useMutation } from '@tanstack/react-query';
import { Eye, Send, TestTube2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { api, readJson, refusalOr } from '../../../lib/api-client.ts';
import { FormError, TextField } from '../../../ui/form-field.tsx';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { useStation } from '../../../content/station-query.ts';

/**
 * 'La lettre' (issue 22 §4): the admin writes a subject and an introduction; the week's programme
 * and the latest news, mixes and contest news follow by default. Preview, a test copy to oneself,
 * then the send to confirmed subscribers through the mail queue.
 */
export default function LetterAdmin() {
  const { stationName } = useStation();
  const [subject, setSubject] = useState(`La lettre de ${stationName}`);
  const [intro, setIntro] = useState('');
  const [error, setError] = useState<string>();
  const introId = useId();
  const letter = (): LetterInput => ({ subject, intro });
  const preview = useMutation({ mutationFn: (json: LetterInput): Promise<LetterPreview> => readJson(api.newsletter.letter.preview.$post({ json })) });
  const test = useMutation({ mutationFn: (json: LetterInput) => readJson(api.newsletter.letter.test.$post({ json })) });
  const send = useMutation({ mutationFn: (json: LetterInput) => readJson(api.newsletter.letter.send.$post({ json })) });
  const busy = preview.isPending || test.isPending || send.isPending;
  const fail = (fallback: string) => (failure: unknown) => setError(refusalOr(failure, fallback));

  const onPreview = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    preview.mutate(letter(), { onError: fail(newsletterMessages.letterLoadFailed) });
  };
  const onTest = () => {
    setError(undefined);
    test.mutate(letter(), { onSuccess: ({ message }) => toast.success(message), onError: fail(newsletterMessages.letterSendFailed) });
  };
  const onSend = () => {
    const count = preview.data?.subscribers;
    if (!window.confirm(`Envoyer « ${subject} » à ${count ?? 'tous les'} abonné(s) confirmé(s) ?`)) return;
    setError(undefined);
    send.mutate(letter(), { onSuccess: ({ message }) => toast.success(message), onError: fail(newsletterMessages.letterSendFailed) });
  };

  return (
    <>
      <PageHeading title="La lettre" eyebrow="Newsletter" lead="Votre mot d’accueil, puis le programme de la semaine, les dernières actualités, les mixes et les concours." />
      <form className="form card letter-admin" onSubmit={onPreview} noValidate>
        <FormError>{error}</FormError>
        <TextField label="Objet" value={subject} onChange={setSubject} maxLength={200} required />
        <div className="field">
          <label htmlFor={introId}>Mot d’accueil</label>
          <textarea id={introId} className="field__input" rows={5} value={intro} onChange={(event) => setIntro(event.target.value)} maxLength={5000} />
        </div>
        <div className="form__actions">
          <button type="submit" className="btn btn--ghost" disabled={busy}>
            <Eye size={16} aria-hidden="true" /> Aperçu
          </button>
          <button type="button" className="btn btn--ghost" disabled={busy} onClick={onTest}>
            <TestTube2 size={16} aria-hidden="true" /> M’envoyer un test
          </button>
          <button type="button" className="btn btn--primary" disabled={busy || !preview.data} onClick={onSend} title={preview.data ? undefined : 'Affichez d’abord l’aperçu'}>
            <Send size={16} aria-hidden="true" /> Envoyer la lettre
          </button>
        </div>
      </form>
      {preview.data && (
        <section className="card letter-admin__preview" aria-label="Aperçu de la lettre">
          <p className="muted">
            {preview.data.subscribers} abonné(s) confirmé(s) la recevront. Objet : <strong>{preview.data.subject}</strong>
          </p>
          <pre className="sent-mail__text">{preview.data.text}</pre>
        </section>
      )}
    </>
  );
}
