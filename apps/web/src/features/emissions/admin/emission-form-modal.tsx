import type { Emission } from '@station/shared';
import { emissionWriteSchema } from '@station/shared';
import { emissionMessages, mediaUrl } from '@station/shared/client';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useStaffUpload } from '../../../lib/use-staff-upload.ts';
import { UploadProgress } from '../../../ui/file-field.tsx';
import { FormFileField, FormTextArea, FormTextField } from '../../../ui/form/fields.tsx';
import { sharedSchemaResolver } from '../../../ui/form/shared-schema-resolver.ts';
import { recordFormModal, StationForm, SubmitButton } from '../../../ui/form/station-form.tsx';
import { BroadcastDateRows, type DateRow, crossesMidnight, newRow } from './broadcast-date-rows.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { useSaveEmission } from './emission-writes.ts';
import { HostPicker } from './host-picker.tsx';

/** 'Emission add' and its edit (then a confirmation). */
export const EmissionFormModal = recordFormModal<Emission>(
  { add: 'Ajouter une émission', edit: "Modifier l'émission" },
  ({ record, onDone }) => <EmissionForm emission={record} onDone={onDone} />,
  'wide',
);

interface EmissionValues {
  title: string;
  description: string;
  rows: DateRow[];
  hosts: number[];
  image: File | null;
  audio: File | null;
}

/** What the server reads: the dates and hosts travel as JSON in the multipart body. */
const fieldsOf = ({ title, description, rows, hosts }: EmissionValues) => ({
  title,
  description,
  broadcast_dates: JSON.stringify(rows.map(({ broadcast_date, broadcast_time, heure_fin }) => ({ broadcast_date, broadcast_time, heure_fin }))),
  animateur_ids: JSON.stringify(hosts),
});

/** The admin said 'Annuler' to the edit's confirmation: nothing sent, nothing to say. */
const DECLINED = Symbol('declined');

function EmissionForm({ emission, onDone }: { emission?: Emission; onDone: () => void }) {
  const { progress, upload, refusal } = useStaffUpload(useSaveEmission(), emission ? emissionMessages.updateFailed : emissionMessages.addFailed);
  const [confirming, setConfirming] = useState(false);
  const answer = useRef<(confirmed: boolean) => void>(undefined);
  const form = useForm<EmissionValues>({
    defaultValues: {
      title: emission?.title ?? '',
      description: emission?.description ?? '',
      rows: emission?.broadcast_dates.length
        ? emission.broadcast_dates.map((date) => newRow({ broadcast_date: date.broadcast_date, broadcast_time: date.broadcast_time ?? '', heure_fin: date.heure_fin ?? '' }))
        : [newRow()],
      hosts: emission?.animateur_ids ?? [],
      image: null,
      audio: null,
    },
    // The same schema as the server: the same French messages, before any upload.
    resolver: sharedSchemaResolver(emissionWriteSchema, fieldsOf, ({ image }) => !emission && !image && emissionMessages.imageRequired),
  });
  const rows = form.watch('rows');
  const hosts = form.watch('hosts');

  /** 'Edit flows': an edit is sent only once confirmed. */
  const confirmed = () =>
    new Promise<boolean>((resolve) => {
      answer.current = resolve;
      setConfirming(true);
    });
  const settle = (value: boolean) => {
    setConfirming(false);
    answer.current?.(value);
  };

  const save = async (values: EmissionValues) => {
    if (emission && !(await confirmed())) throw DECLINED;
    const body = new FormData();
    for (const [name, value] of Object.entries(fieldsOf(values))) body.append(name, value);
    if (values.image) body.append('image', values.image);
    if (values.audio) body.append('audio', values.audio);
    const { message } = await upload({ id: emission?.id, form: body });
    toast.success(message);
    onDone();
  };

  return (
    <StationForm
      form={form}
      onSubmit={save}
      failure={(reason) => (reason === DECLINED ? null : refusal(reason))}
      label={emission ? "Modifier l'émission" : 'Ajouter une émission'}
    >
      <FormTextField<EmissionValues> name="title" label="Titre" required />
      <FormTextArea<EmissionValues> name="description" label="Description" rows={4} />
      <BroadcastDateRows rows={rows} onChange={(next) => form.setValue('rows', next, { shouldDirty: true })} />
      <HostPicker selected={hosts} onChange={(next) => form.setValue('hosts', next, { shouldDirty: true })} />
      <div className="form__row">
        <FormFileField<EmissionValues>
          name="image"
          label={emission ? 'Nouvelle image (optionnelle)' : 'Image'}
          kind="image"
          currentUrl={mediaUrl('emissionImage', emission?.img_url)}
          required={!emission}
        />
        <FormFileField<EmissionValues>
          name="audio"
          label={emission ? 'Nouvel audio (optionnel)' : 'Audio (optionnel)'}
          kind="audio"
          currentUrl={emission?.mp3_url}
          hint="MP3, AAC, M4A, OGG ou WAV, 500 Mo maximum."
        />
      </div>
      <UploadProgress fraction={progress} />
      <SubmitButton busyLabel="Enregistrement..." disabled={rows.some(crossesMidnight)}>
        {emission ? 'Enregistrer les modifications' : "Ajouter l'émission"}
      </SubmitButton>
      <ConfirmDialog
        open={confirming}
        title="Confirmer les modifications"
        message={emissionMessages.editConfirm}
        confirmLabel="Enregistrer"
        onConfirm={() => settle(true)}
        onClose={() => settle(false)}
      />
    </StationForm>
  );
}
