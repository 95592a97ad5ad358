import type { Emission } from '@station/shared';
import { emissionWriteSchema } from '@station/shared';
import { emissionMessages, mediaUrl, messages } from '@station/shared/client';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { useStaffUpload } from '../../../lib/use-staff-upload.ts';
import { FileField, UploadProgress } from '../../../ui/file-field.tsx';
import { FormError, TextField } from '../../../ui/form-field.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { BroadcastDateRows, type DateRow, crossesMidnight, newRow } from './broadcast-date-rows.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { useSaveEmission } from './emission-writes.ts';
import { HostPicker } from './host-picker.tsx';

interface EmissionFormModalProps {
  open: boolean;
  onClose: () => void;
  /** The emission edited; absent to add one. */
  emission?: Emission;
}

/** spec 2 §5 'Emission add' and its edit (then a confirmation, spec 2 §4 'Edit flows'). */
export function EmissionFormModal({ open, onClose, emission }: EmissionFormModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={emission ? "Modifier l'émission" : 'Ajouter une émission'} size="wide">
      <EmissionForm emission={emission} onDone={onClose} />
    </Modal>
  );
}

function EmissionForm({ emission, onDone }: { emission?: Emission; onDone: () => void }) {
  const [title, setTitle] = useState(emission?.title ?? '');
  const [description, setDescription] = useState(emission?.description ?? '');
  const [rows, setRows] = useState<DateRow[]>(() =>
    emission?.broadcast_dates.length
      ? emission.broadcast_dates.map((date) => newRow({ broadcast_date: date.broadcast_date, broadcast_time: date.broadcast_time ?? '', heure_fin: date.heure_fin ?? '' }))
      : [newRow()],
  );
  const [hosts, setHosts] = useState<number[]>(emission?.animateur_ids ?? []);
  const [image, setImage] = useState<File | null>(null);
  const [audio, setAudio] = useState<File | null>(null);
  const [confirming, setConfirming] = useState<FormData | null>(null);
  const { error, setError, progress, pending, upload } = useStaffUpload(useSaveEmission(), emission ? emissionMessages.updateFailed : emissionMessages.addFailed);
  const descriptionId = useId();

  const formData = (): FormData | undefined => {
    const fields = {
      title,
      description,
      broadcast_dates: JSON.stringify(rows.map(({ broadcast_date, broadcast_time, heure_fin }) => ({ broadcast_date, broadcast_time, heure_fin }))),
      animateur_ids: JSON.stringify(hosts),
    };
    // The same schema as the server: the same French messages, before any upload.
    const parsed = emissionWriteSchema.safeParse(fields);
    if (!parsed.success) return void setError(parsed.error.issues[0]?.message ?? messages.generic);
    if (!emission && !image) return void setError(emissionMessages.imageRequired);
    setError(undefined);
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (image) form.append('image', image);
    if (audio) form.append('audio', audio);
    return form;
  };

  const send = (form: FormData) => {
    setConfirming(null);
    upload({ id: emission?.id, form }, ({ message }) => {
      toast.success(message);
      onDone();
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const form = formData();
    if (!form) return;
    if (emission) setConfirming(form);
    else send(form);
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label={emission ? "Modifier l'émission" : 'Ajouter une émission'}>
      <FormError>{error}</FormError>
      <TextField label="Titre" required value={title} onChange={setTitle} />
      <div className="field">
        <label htmlFor={descriptionId}>Description</label>
        <textarea id={descriptionId} className="field__input" rows={4} required value={description} onChange={(event) => setDescription(event.target.value)} />
      </div>
      <BroadcastDateRows rows={rows} onChange={setRows} />
      <HostPicker selected={hosts} onChange={setHosts} />
      <div className="form__row">
        <FileField
          label={emission ? 'Nouvelle image (optionnelle)' : 'Image'}
          kind="image"
          file={image}
          onChange={setImage}
          currentUrl={mediaUrl('emissionImage', emission?.img_url)}
          required={!emission}
          onRefuse={setError}
        />
        <FileField
          label={emission ? 'Nouvel audio (optionnel)' : 'Audio (optionnel)'}
          kind="audio"
          file={audio}
          onChange={setAudio}
          currentUrl={emission?.mp3_url}
          onRefuse={setError}
          hint="MP3, AAC, M4A, OGG ou WAV, 500 Mo maximum."
        />
      </div>
      <UploadProgress fraction={progress} />
      <button type="submit" className="btn btn--primary btn--block" disabled={pending || rows.some(crossesMidnight)}>
        {pending ? 'Enregistrement...' : emission ? 'Enregistrer les modifications' : "Ajouter l'émission"}
      </button>
      <ConfirmDialog
        open={confirming !== null}
        title="Confirmer les modifications"
        message={emissionMessages.editConfirm}
        confirmLabel="Enregistrer"
        onConfirm={() => confirming && send(confirming)}
        onClose={() => setConfirming(null)}
      />
    </form>
  );
}
