import type { Emission } from '@station/shared';
import { emissionMessages } from '@station/shared/client';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useStaffUpload } from '../../../lib/use-staff-upload.ts';
import { UploadProgress } from '../../../ui/file-field.tsx';
import { FormFileField, FormSelect } from '../../../ui/form/fields.tsx';
import { checkResolver } from '../../../ui/form/shared-schema-resolver.ts';
import { StationForm, SubmitButton } from '../../../ui/form/station-form.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { slotLabel } from '../components/emission-dates.tsx';
import { sortedDates } from '../emission-status.ts';
import { useAddEmissionAudio } from './emission-writes.ts';

/** 'Add audio to an emission': a file and one of the emission's dates. */
export function AddAudioModal({ emission, open, onClose }: { emission: Emission; open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Ajouter un audio">
      <AddAudioForm emission={emission} onDone={onClose} />
    </Modal>
  );
}

interface AudioValues {
  date: string;
  audio: File | null;
}

function AddAudioForm({ emission, onDone }: { emission: Emission; onDone: () => void }) {
  const { progress, upload, refusal } = useStaffUpload(useAddEmissionAudio(), emissionMessages.audioUploadFailed);
  const form = useForm<AudioValues>({
    defaultValues: { date: '', audio: null },
    // No shared schema for a file and a date: the one rule, with the server's own message.
    resolver: checkResolver(({ audio, date }) => (!audio || !date) && emissionMessages.audioAndDateRequired),
  });
  const days = [...new Set(sortedDates(emission).map((slot) => slot.broadcast_date))];

  const save = async ({ date, audio }: AudioValues) => {
    const body = new FormData();
    body.append('selectedAudioDate', date);
    body.append('audio', audio!);
    const { message, data } = await upload({ id: emission.id, form: body });
    toast.success(`${message} ${data.title} · ${data.formattedDate ?? date}`);
    onDone();
  };

  return (
    <StationForm form={form} onSubmit={save} failure={refusal} label={`Ajouter un audio à ${emission.title}`}>
      <p className="muted">{emission.title}</p>
      <FormSelect<AudioValues> name="date" label="Date de diffusion">
        <option value="">Choisir une date</option>
        {days.map((day) => (
          <option key={day} value={day}>
            {slotLabel({ broadcast_date: day, broadcast_time: null, heure_fin: null })}
          </option>
        ))}
      </FormSelect>
      <FormFileField<AudioValues> name="audio" label="Fichier audio" kind="audio" required hint="MP3, AAC, M4A, OGG ou WAV, 500 Mo maximum." />
      <UploadProgress fraction={progress} />
      <SubmitButton busyLabel="Envoi...">Ajouter l'audio</SubmitButton>
    </StationForm>
  );
}
