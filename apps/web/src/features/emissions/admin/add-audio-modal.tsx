import type { Emission } from '@station/shared';
import { emissionMessages } from '@station/shared/client';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { useStaffUpload } from '../../../lib/use-staff-upload.ts';
import { FileField, UploadProgress } from '../../../ui/file-field.tsx';
import { FormError } from '../../../ui/form-field.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { slotLabel } from '../components/emission-dates.tsx';
import { sortedDates } from '../emission-status.ts';
import { useAddEmissionAudio } from './emission-writes.ts';

/** spec 2 §5 'Add audio to an emission': a file and one of the emission's dates. */
export function AddAudioModal({ emission, open, onClose }: { emission: Emission; open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Ajouter un audio">
      <AddAudioForm emission={emission} onDone={onClose} />
    </Modal>
  );
}

function AddAudioForm({ emission, onDone }: { emission: Emission; onDone: () => void }) {
  const [date, setDate] = useState('');
  const [audio, setAudio] = useState<File | null>(null);
  const { error, setError, progress, pending, upload } = useStaffUpload(useAddEmissionAudio(), emissionMessages.audioUploadFailed);
  const dateId = useId();
  const days = [...new Set(sortedDates(emission).map((slot) => slot.broadcast_date))];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!audio || !date) return setError(emissionMessages.audioAndDateRequired);
    const form = new FormData();
    form.append('selectedAudioDate', date);
    form.append('audio', audio);
    upload({ id: emission.id, form }, ({ message, data }) => {
      toast.success(`${message} ${data.title} · ${data.formattedDate ?? date}`);
      onDone();
    });
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label={`Ajouter un audio à ${emission.title}`}>
      <p className="muted">{emission.title}</p>
      <FormError>{error}</FormError>
      <div className="field">
        <label htmlFor={dateId}>Date de diffusion</label>
        <select id={dateId} className="field__input" value={date} onChange={(event) => setDate(event.target.value)}>
          <option value="">Choisir une date</option>
          {days.map((day) => (
            <option key={day} value={day}>
              {slotLabel({ broadcast_date: day, broadcast_time: null, heure_fin: null })}
            </option>
          ))}
        </select>
      </div>
      <FileField label="Fichier audio" kind="audio" file={audio} onChange={setAudio} required onRefuse={setError} hint="MP3, AAC, M4A, OGG ou WAV, 500 Mo maximum." />
      <UploadProgress fraction={progress} />
      <button type="submit" className="btn btn--primary btn--block" disabled={pending}>
        {pending ? 'Envoi...' : "Ajouter l'audio"}
      </button>
    </form>
  );
}
