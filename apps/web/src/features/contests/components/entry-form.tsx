import type { Concours } from '@station/shared';
import { contestMessages, youtubeId } from '@station/shared/client';
import { type FormEvent, useState } from 'react';
import { FormError, TextField } from '../../../ui/form-field.tsx';
import type { EntryFields } from '../api/entry-writes.ts';
import { TextAreaField } from './text-area-field.tsx';

interface EntryFormProps {
  initial?: Partial<EntryFields & { concours_id: number }>;
  /** Offered contests; absent when editing (an entry stays in its contest). */
  contests?: Concours[];
  /** Which fields the form shows: the admin's moderation edits only the video and the description. */
  fields?: 'all' | 'video-and-description';
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: EntryFields & { concours_id?: number }) => void;
  onCancel?: () => void;
}

/** spec 2 §5 'Talent entry form': contest, artist name, YouTube URL, description, all required. */
export function EntryForm({ initial = {}, contests, fields = 'all', submitLabel, busy, onSubmit, onCancel }: EntryFormProps) {
  const [concoursId, setConcoursId] = useState(initial.concours_id ? String(initial.concours_id) : '');
  const [artist, setArtist] = useState(initial.nom_artiste ?? '');
  const [url, setUrl] = useState(initial.music_url ?? '');
  const [description, setDescription] = useState(initial.description ?? '');
  const [error, setError] = useState<string | null>(null);
  const full = fields === 'all';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const blank = [url, description, ...(full ? [artist] : []), ...(contests ? [concoursId] : [])].some((value) => !value.trim());
    if (blank) return setError(contestMessages.fillAllFields);
    if (!youtubeId(url)) return setError(contestMessages.youtubeInvalid);
    setError(null);
    onSubmit({ nom_artiste: artist.trim(), music_url: url.trim(), description: description.trim(), ...(contests ? { concours_id: Number(concoursId) } : {}) });
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      {contests && (
        <div className="field">
          <label htmlFor="entry-contest">Concours</label>
          <select id="entry-contest" className="field__input" value={concoursId} onChange={(event) => setConcoursId(event.target.value)}>
            <option value="">Choisir un concours</option>
            {contests.map((contest) => (
              <option key={contest.concoursid} value={contest.concoursid}>
                {contest.nom_concours}
              </option>
            ))}
          </select>
        </div>
      )}
      {full && <TextField label="Nom d'artiste" value={artist} onChange={setArtist} autoComplete="nickname" />}
      <TextField label="Lien YouTube" type="url" inputMode="url" value={url} onChange={setUrl} placeholder="https://www.youtube.com/watch?v=..." />
      <TextAreaField label="Description" value={description} onChange={setDescription} rows={3} />
      <FormError>{error}</FormError>
      <div className="form__actions">
        {onCancel && (
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            Annuler
          </button>
        )}
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? 'Envoi...' : submitLabel}
        </button>
      </div>
    </form>
  );
}
