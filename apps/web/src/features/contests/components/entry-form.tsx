import type { Concours } from '@station/shared';
import { contestMessages, youtubeId } from '@station/shared/client';
import { useForm } from 'react-hook-form';
import { FormSelect, FormTextArea, FormTextField } from '../../../ui/form/fields.tsx';
import { checkResolver } from '../../../ui/form/shared-schema-resolver.ts';
import { StationForm, SubmitButton } from '../../../ui/form/station-form.tsx';
import type { EntryFields } from '../api/entry-writes.ts';

interface EntryFormProps {
  initial?: Partial<EntryFields & { concours_id: number }>;
  /** Offered contests; absent when editing (an entry stays in its contest). */
  contests?: Concours[];
  /** Which fields the form shows: the admin's moderation edits only the video and the description. */
  fields?: 'all' | 'video-and-description';
  submitLabel: string;
  busy: boolean;
  /** Hands the checked values to the owner's mutation (its own toasts say how it went). */
  onSubmit: (values: EntryFields & { concours_id?: number }) => void;
  onCancel?: () => void;
}

type EntryValues = { concours_id: string; nom_artiste: string; music_url: string; description: string };

/** 'Talent entry form': contest, artist name, YouTube URL, description, all required. */
export function EntryForm({ initial = {}, contests, fields = 'all', submitLabel, busy, onSubmit, onCancel }: EntryFormProps) {
  const full = fields === 'all';
  const form = useForm<EntryValues>({
    defaultValues: {
      concours_id: initial.concours_id ? String(initial.concours_id) : '',
      nom_artiste: initial.nom_artiste ?? '',
      music_url: initial.music_url ?? '',
      description: initial.description ?? '',
    },
    resolver: checkResolver(({ concours_id, nom_artiste, music_url, description }) => {
      const blank = [music_url, description, ...(full ? [nom_artiste] : []), ...(contests ? [concours_id] : [])].some((value) => !value.trim());
      if (blank) return contestMessages.fillAllFields;
      if (!youtubeId(music_url)) return contestMessages.youtubeInvalid;
    }),
  });
  const send = ({ concours_id, nom_artiste, music_url, description }: EntryValues) =>
    onSubmit({ nom_artiste: nom_artiste.trim(), music_url: music_url.trim(), description: description.trim(), ...(contests ? { concours_id: Number(concours_id) } : {}) });

  return (
    <StationForm form={form} onSubmit={send} failure={() => null}>
      {contests && (
        <FormSelect<EntryValues> name="concours_id" label="Concours">
          <option value="">Choisir un concours</option>
          {contests.map((contest) => (
            <option key={contest.concoursid} value={contest.concoursid}>
              {contest.nom_concours}
            </option>
          ))}
        </FormSelect>
      )}
      {full && <FormTextField<EntryValues> name="nom_artiste" label="Nom d'artiste" autoComplete="nickname" />}
      <FormTextField<EntryValues> name="music_url" label="Lien YouTube" type="url" inputMode="url" placeholder="https://www.youtube.com/watch?v=..." />
      <FormTextArea<EntryValues> name="description" label="Description" rows={3} />
      <div className="form__actions">
        {onCancel && (
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            Annuler
          </button>
        )}
        <SubmitButton busyLabel="Envoi..." busy={busy} className="btn btn--primary">
          {submitLabel}
        </SubmitButton>
      </div>
    </StationForm>
  );
}
