import type { Concours } from '@station/shared';
import { addDays, contestMessages, parisDate } from '@station/shared/client';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { refusalOr } from '../../../lib/api-client.ts';
import { fileTooLarge } from '../../../lib/send-form.ts';
import { FormError, TextField } from '../../../ui/form-field.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { TextAreaField } from '../components/text-area-field.tsx';
import { useContestWrites } from './contest-admin-api.ts';

interface ContestFormModalProps {
  open: boolean;
  /** The contest edited; absent for a new one. */
  contest?: Concours;
  onClose: () => void;
}

/** spec 2 §5 'Contest admin form': name, description, dates (start not past, end not before start), status, image. */
export function ContestFormModal({ open, contest, onClose }: ContestFormModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={contest ? 'Modifier le concours' : 'Nouveau concours'}>
      <ContestForm contest={contest} onDone={onClose} />
    </Modal>
  );
}

function ContestForm({ contest, onDone }: { contest?: Concours; onDone: () => void }) {
  const today = parisDate();
  const [name, setName] = useState(contest?.nom_concours ?? '');
  const [description, setDescription] = useState(contest?.description ?? '');
  const [start, setStart] = useState(contest?.date_debut ?? today);
  const [end, setEnd] = useState(contest?.date_fin ?? addDays(today, 30));
  const [status, setStatus] = useState<Concours['status']>(contest?.status ?? 'active');
  const [image, setImage] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { save } = useContestWrites();
  // A running contest keeps its past start; a new or moved start is today at the earliest.
  const startMin = contest && contest.date_debut < today ? contest.date_debut : today;

  const changeStart = (value: string) => {
    setStart(value);
    // spec 2 §5: moving the start after the end sets the end to the start.
    if (value && end && value > end) setEnd(value);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !description.trim() || !start || !end) return setError(contestMessages.contestFieldsRequired);
    if (start !== contest?.date_debut && start < today) return setError(contestMessages.startInPast);
    if (end < start) return setError(contestMessages.endBeforeStart);
    const tooLarge = fileTooLarge(image, 'image');
    if (tooLarge) return setError(tooLarge);
    setError(null);
    const form = new FormData();
    form.set('nom_concours', name.trim());
    form.set('description', description.trim());
    form.set('date_debut', start);
    form.set('date_fin', end);
    form.set('status', status);
    if (image) form.set('image', image);
    setProgress(0);
    save.mutate(
      { id: contest?.concoursid, form, onProgress: setProgress },
      {
        onSuccess: () => {
          toast.success(contest ? contestMessages.updated : contestMessages.added);
          onDone();
        },
        onError: (failure) => setError(refusalOr(failure, contest ? contestMessages.updateFailed : contestMessages.addFailed)),
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <TextField label="Nom du concours" value={name} onChange={setName} />
      <TextAreaField label="Description" value={description} onChange={setDescription} rows={3} />
      <div className="form__row">
        <TextField label="Date de début" type="date" min={startMin} value={start} onChange={changeStart} />
        <TextField label="Date de fin" type="date" min={start || today} value={end} onChange={setEnd} />
      </div>
      <div className="field">
        <label htmlFor="contest-status">Statut</label>
        <select id="contest-status" className="field__input" value={status} onChange={(event) => setStatus(event.target.value as Concours['status'])}>
          <option value="active">Actif (visible, ouvert)</option>
          <option value="inactive">Inactif (masqué, clôturé)</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="contest-image">Image {contest ? '(facultative : garder l’actuelle)' : '(facultative)'}</label>
        <input id="contest-image" className="field__input" type="file" accept="image/*" onChange={(event) => setImage(event.target.files?.[0] ?? null)} />
      </div>
      {progress !== null && <progress className="upload-progress" value={progress} max={1} aria-label="Envoi en cours" />}
      <FormError>{error}</FormError>
      <div className="form__actions">
        <button type="button" className="btn btn--ghost" onClick={onDone}>
          Annuler
        </button>
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>
          {save.isPending ? 'Sauvegarde...' : contest ? 'Enregistrer' : 'Créer le concours'}
        </button>
      </div>
    </form>
  );
}
