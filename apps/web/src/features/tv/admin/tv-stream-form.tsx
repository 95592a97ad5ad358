import type { TvStream } from '@station/shared';
import { tvStreamInputSchema } from '@station/shared';
import { TV_STREAM_TYPES, tvMessages } from '@station/shared/client';
import { mediaUrl } from '@station/shared/client';
import { Save } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { withReason } from '../../../lib/api-client.ts';
import { fileTooLarge, sendForm } from '../../../lib/send-form.ts';
import { FormError, TextField } from '../../../ui/form-field.tsx';
import { FileField } from '../../../ui/file-field.tsx';

const TYPE_LABELS: Record<(typeof TV_STREAM_TYPES)[number], string> = {
  hls: 'HLS (.m3u8)',
  video: 'Fichier vidéo (MP4, WebM)',
  dailymotion: 'Dailymotion',
};

/** The admin's channel form (add or edit): the fields of spec 1 §3 tv_stream and an optional poster. */
export function TvStreamForm({ stream, onSaved }: { stream?: TvStream; onSaved: () => void }) {
  const typeId = useId();
  const [form, setForm] = useState({
    title: stream?.title ?? '',
    description: stream?.description ?? '',
    stream_type: (stream?.stream_type as (typeof TV_STREAM_TYPES)[number] | undefined) ?? 'hls',
    stream_url: stream?.stream_url ?? '',
    is_live: stream?.is_live ?? false,
  });
  const [poster, setPoster] = useState<File | null>(null);
  const [removePoster, setRemovePoster] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const saving = progress !== null;
  const set = <K extends keyof typeof form>(field: K) => (value: (typeof form)[K]) => setForm((current) => ({ ...current, [field]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = { ...form, is_live: String(form.is_live), remove_poster: String(removePoster) };
    const parsed = tvStreamInputSchema.safeParse(fields);
    const problem = !parsed.success ? parsed.error.issues[0]?.message : fileTooLarge(poster, 'image');
    if (problem) return setError(problem);
    setError(undefined);
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    if (poster) body.append('poster', poster);
    setProgress(0);
    try {
      await sendForm(stream ? `/api/tv-streams/${stream.id}` : '/api/tv-streams', body, { method: stream ? 'PUT' : 'POST', onProgress: setProgress });
      toast.success(stream ? tvMessages.updated : tvMessages.created);
      onSaved();
    } catch (failure) {
      toast.error(tvMessages.saveFailed);
      setError(withReason(tvMessages.saveFailed, failure));
      setProgress(null);
    }
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FormError>{error}</FormError>
      <TextField label="Titre *" required value={form.title} onChange={set('title')} maxLength={200} disabled={saving} />
      <TextField label="Description" value={form.description} onChange={set('description')} maxLength={1000} disabled={saving} />
      <div className="field">
        <label htmlFor={typeId}>Type de flux</label>
        <select id={typeId} className="field__input" value={form.stream_type} disabled={saving} onChange={(event) => set('stream_type')(event.target.value as typeof form.stream_type)}>
          {TV_STREAM_TYPES.map((type) => (
            <option key={type} value={type}>
              {TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={form.stream_type === 'dailymotion' ? 'Lien ou identifiant Dailymotion *' : 'Adresse du flux *'}
        required
        value={form.stream_url}
        onChange={set('stream_url')}
        disabled={saving}
        inputMode="url"
        hint={form.stream_type === 'hls' ? 'Par exemple https://exemple.fr/live/index.m3u8' : undefined}
      />
      <label className="checkbox">
        <input type="checkbox" checked={form.is_live} disabled={saving} onChange={(event) => set('is_live')(event.target.checked)} />
        En direct
      </label>
      <FileField kind="image" label="Affiche (facultative)" file={poster} onChange={setPoster} currentUrl={removePoster ? null : mediaUrl('tvPoster', stream?.poster_url)} disabled={saving} />
      {stream?.poster_url && !poster && (
        <label className="checkbox">
          <input type="checkbox" checked={removePoster} disabled={saving} onChange={(event) => setRemovePoster(event.target.checked)} />
          Retirer l'affiche actuelle
        </label>
      )}
      {saving && <progress className="upload-progress" value={progress} max={1} aria-label="Progression de l'envoi" />}
      <button type="submit" className="btn btn--primary btn--block" disabled={saving}>
        <Save size={18} aria-hidden="true" />
        {saving ? 'Enregistrement...' : stream ? 'Enregistrer' : 'Ajouter la chaîne'}
      </button>
    </form>
  );
}
