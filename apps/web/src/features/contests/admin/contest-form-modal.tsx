import type { Concours } from '@station/shared';
import { addDays, contestMessages, parisDate } from '@station/shared/client';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { refusalOr } from '../../../lib/api-client.ts';
import { fileTooLarge } from '../../../lib/send-form.ts';
import { useStaffUpload } from '../../../lib/use-staff-upload.ts';
import { UploadProgress } from '../../../ui/file-field.tsx';
import { FormSelect, FormTextArea, FormTextField } from '../../../ui/form/fields.tsx';
import { checkResolver } from '../../../ui/form/shared-schema-resolver.ts';
import { recordFormModal, StationForm, SubmitButton } from '../../../ui/form/station-form.tsx';
import { useContestWrites } from './contest-admin-api.ts';

/** 'Contest admin form': name, description, dates (start not past, end not before start), status, image. */
export const ContestFormModal = recordFormModal<Concours>({ add: 'Nouveau concours', edit: 'Modifier le concours' }, ({ record, onDone }) => (
  <ContestForm contest={record} onDone={onDone} />
));

type ContestValues = { nom_concours: string; description: string; date_debut: string; date_fin: string; status: Concours['status']; image: File | null };

function ContestForm({ contest, onDone }: { contest?: Concours; onDone: () => void }) {
  const today = parisDate();
  const { save } = useContestWrites();
  const { progress, upload } = useStaffUpload(save, contest ? contestMessages.updateFailed : contestMessages.addFailed);
  const form = useForm<ContestValues>({
    defaultValues: {
      nom_concours: contest?.nom_concours ?? '',
      description: contest?.description ?? '',
      date_debut: contest?.date_debut ?? today,
      date_fin: contest?.date_fin ?? addDays(today, 30),
      status: contest?.status ?? 'active',
      image: null,
    },
    resolver: checkResolver(({ nom_concours, description, date_debut, date_fin, image }) => {
      if (!nom_concours.trim() || !description.trim() || !date_debut || !date_fin) return contestMessages.contestFieldsRequired;
      if (date_debut !== contest?.date_debut && date_debut < today) return contestMessages.startInPast;
      if (date_fin < date_debut) return contestMessages.endBeforeStart;
      return fileTooLarge(image, 'image');
    }),
  });
  const start = form.watch('date_debut');
  // A running contest keeps its past start; a new or moved start is today at the earliest.
  const startMin = contest && contest.date_debut < today ? contest.date_debut : today;
  // Moving the start after the end sets the end to the start.
  useEffect(() => {
    if (start && start > form.getValues('date_fin')) form.setValue('date_fin', start, { shouldDirty: true });
  }, [start, form]);

  const send = async ({ image, ...fields }: ContestValues) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value.trim());
    if (image) body.set('image', image);
    await upload({ id: contest?.concoursid, form: body });
    toast.success(contest ? contestMessages.updated : contestMessages.added);
    onDone();
  };

  return (
    <StationForm form={form} onSubmit={send} failure={(error) => refusalOr(error, contest ? contestMessages.updateFailed : contestMessages.addFailed)}>
      <FormTextField<ContestValues> name="nom_concours" label="Nom du concours" />
      <FormTextArea<ContestValues> name="description" label="Description" rows={3} />
      <div className="form__row">
        <FormTextField<ContestValues> name="date_debut" label="Date de début" type="date" min={startMin} />
        <FormTextField<ContestValues> name="date_fin" label="Date de fin" type="date" min={start || today} />
      </div>
      <FormSelect<ContestValues> name="status" label="Statut">
        <option value="active">Actif (visible, ouvert)</option>
        <option value="inactive">Inactif (masqué, clôturé)</option>
      </FormSelect>
      <div className="field">
        <label htmlFor="contest-image">Image {contest ? '(facultative : garder l’actuelle)' : '(facultative)'}</label>
        <input
          id="contest-image"
          className="field__input"
          type="file"
          accept="image/*"
          onChange={(event) => form.setValue('image', event.target.files?.[0] ?? null, { shouldDirty: true })}
        />
      </div>
      <UploadProgress fraction={progress} />
      <div className="form__actions">
        <button type="button" className="btn btn--ghost" onClick={onDone}>
          Annuler
        </button>
        <SubmitButton busyLabel="Sauvegarde..." className="btn btn--primary">
          {contest ? 'Enregistrer' : 'Créer le concours'}
        </SubmitButton>
      </div>
    </StationForm>
  );
}
