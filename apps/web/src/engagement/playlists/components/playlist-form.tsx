import type { PlaylistInput } from '@station/shared';
import { type FormEvent, useId, useState } from 'react';
import { FormError, TextField } from '../../../ui/form-field.tsx';
import '../playlists.css';

interface PlaylistFormProps {
  initial?: { title: string; description: string | null; is_public: boolean };
  submitLabel: string;
  busy?: boolean;
  onSubmit: (input: PlaylistInput) => void;
  onCancel?: () => void;
}

/** The title is required; a description and public visibility are optional. */
export function PlaylistForm({ initial, submitLabel, busy, onSubmit, onCancel }: PlaylistFormProps) {
  const [title, setTitle] = useState(initial?.title ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [isPublic, setIsPublic] = useState(initial?.is_public ?? false);
  const [error, setError] = useState<string>();
  const publicId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Same schema as the server: a missing or long title gets its French message without a round trip.
    const { playlistInputSchema } = await import('../playlist-schema.ts');
    const parsed = playlistInputSchema.safeParse({ title, description, is_public: isPublic });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    onSubmit(parsed.data);
    if (!initial) {
      setTitle('');
      setDescription('');
      setIsPublic(false);
    }
  };
  return (
    <form className="form playlist-form" onSubmit={(event) => void submit(event)} noValidate>
      <FormError>{error}</FormError>
      <TextField label="Titre" value={title} onChange={setTitle} maxLength={120} required />
      <TextField label="Description (facultative)" value={description} onChange={setDescription} maxLength={500} />
      <label className="checkbox" htmlFor={publicId}>
        <input id={publicId} type="checkbox" checked={isPublic} onChange={(event) => setIsPublic(event.target.checked)} />
        Publique (lisible par tous avec son lien)
      </label>
      <div className="form__actions">
        <button type="submit" className="btn btn--primary btn--small" disabled={busy}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="btn btn--ghost btn--small" onClick={onCancel}>
            Annuler
          </button>
        )}
      </div>
    </form>
  );
}
