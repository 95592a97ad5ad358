import type { TvStream } from '@station/shared';
import { tvStreamInputSchema } from '@station/shared';
import { TV_STREAM_TYPES, tvMessages } from '@station/shared/client';
import { mediaUrl } from '@station/shared/client';
import { Save } from '../../../ui/icons.tsx';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { staffFailure } from '../../../lib/staff-refusal.ts';
import { fileTooLarge, sendForm } from '../../../lib/send-form.ts';
import { useStaffUpload } from '../../../lib/use-staff-upload.ts';
import { UploadProgress } from '../../../ui/file-field.tsx';
import { FormCheckbox, FormFileField, FormSelect, FormTextField } from '../../../ui/form/fields.tsx';
import { sharedSchemaResolver } from '../../../ui/form/shared-schema-resolver.ts';
import { StationForm, SubmitButton } from '../../../ui/form/station-form.tsx';

const TYPE_LABELS: Record<(typeof TV_STREAM_TYPES)[number], string> = {
  hls: 'HLS (.m3u8)',
  video: 'Fichier vidéo (MP4, WebM)',
  dailymotion: 'Dailymotion',
};

type TvStreamValues = {
  title: string;
  description: string;
  stream_type: (typeof TV_STREAM_TYPES)[number];
  stream_url: string;
  is_live: boolean;
  remove_poster: boolean;
  poster: File | null;
};

/** The fields as the server reads them from the multipart body. */
const fieldsOf = ({ poster: _poster, is_live, remove_poster, ...fields }: TvStreamValues) => ({
  ...fields,
  is_live: String(is_live),
  remove_poster: String(remove_poster),
});

/** The admin's channel form (add or edit): the fields of a tv_stream and an optional poster. */
export function TvStreamForm({ stream, onSaved }: { stream?: TvStream; onSaved: () => void }) {
  const { progress, upload } = useStaffUpload(
    { mutateAsync: ({ body, onProgress }: { body: FormData; onProgress?: (fraction: number) => void }) => sendForm(stream ? `/api/tv-streams/${stream.id}` : '/api/tv-streams', body, { method: stream ? 'PUT' : 'POST', onProgress }) },
    tvMessages.saveFailed,
  );
  const form = useForm<TvStreamValues>({
    defaultValues: {
      title: stream?.title ?? '',
      description: stream?.description ?? '',
      stream_type: (stream?.stream_type as TvStreamValues['stream_type'] | undefined) ?? 'hls',
      stream_url: stream?.stream_url ?? '',
      is_live: stream?.is_live ?? false,
      remove_poster: false,
      poster: null,
    },
    resolver: sharedSchemaResolver(tvStreamInputSchema, fieldsOf, ({ poster }) => fileTooLarge(poster, 'image')),
  });
  const [streamType, poster, removePoster] = form.watch(['stream_type', 'poster', 'remove_poster']);

  const save = async (values: TvStreamValues) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fieldsOf(values))) body.append(name, value);
    if (values.poster) body.append('poster', values.poster);
    await upload({ body });
    toast.success(stream ? tvMessages.updated : tvMessages.created);
    onSaved();
  };

  return (
    <StationForm form={form} onSubmit={save} failure={(error) => staffFailure(tvMessages.saveFailed, error)}>
      <FormTextField<TvStreamValues> name="title" label="Titre *" required maxLength={200} />
      <FormTextField<TvStreamValues> name="description" label="Description" maxLength={1000} />
      <FormSelect<TvStreamValues> name="stream_type" label="Type de flux" options={TV_STREAM_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }))} />
      <FormTextField<TvStreamValues>
        name="stream_url"
        label={streamType === 'dailymotion' ? 'Lien ou identifiant Dailymotion *' : 'Adresse du flux *'}
        required
        inputMode="url"
        hint={streamType === 'hls' ? 'Par exemple https://exemple.fr/live/index.m3u8' : undefined}
      />
      <FormCheckbox<TvStreamValues> name="is_live">En direct</FormCheckbox>
      <FormFileField<TvStreamValues> name="poster" kind="image" label="Affiche (facultative)" currentUrl={removePoster ? null : mediaUrl('tvPoster', stream?.poster_url)} />
      {stream?.poster_url && !poster && <FormCheckbox<TvStreamValues> name="remove_poster">Retirer l'affiche actuelle</FormCheckbox>}
      <UploadProgress fraction={progress} />
      <SubmitButton busyLabel="Enregistrement...">
        <Save size={18} aria-hidden="true" />
        {stream ? 'Enregistrer' : 'Ajouter la chaîne'}
      </SubmitButton>
    </StationForm>
  );
}
