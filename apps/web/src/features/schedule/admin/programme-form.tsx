import type { Programme, ProgrammeInput } from '@station/shared';
import { programmeInputSchema } from '@station/shared';
import { FRENCH_WEEKDAYS, formatFrenchDate, parisDate, scheduleMessages, weekdayOf } from '@station/shared/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { FormError, TextField } from '../../../ui/form-field.tsx';
import { emissionsQuery } from '../../../content/emissions-query.ts';
import { presentersQuery } from '../../../content/presenters-query.ts';
import { SHOWS_KEY, type ProgrammeWrite, saveProgrammes } from '../api/programme-writes.ts';
import { currentWeek } from '../programme-days.ts';
import { MultiDatePicker } from './date-picker.tsx';
import { type DateSlot, DateSlotRow, emissionsFor, endNotAfterStart, withChosen } from './date-slot-row.tsx';
import './schedule-admin.css';

const DEFAULT_TIMES = { start: '10:00', end: '11:00' };

function initialSlots(programme?: Programme): DateSlot[] {
  if (!programme) return [];
  const weekly = currentWeek(new Date()).find(({ weekday }) => programme.days.includes(weekday))?.day;
  return [
    {
      date: programme.specific_date ?? weekly ?? parisDate(),
      start: programme.start_time,
      end: programme.end_time,
      recurring: !programme.specific_date,
      emissionId: programme.emission_id,
    },
  ];
}

/** The modal's form: 'Créer un Programme' without `programme`, 'Modifier le Programme' with it. */
export function ProgrammeForm({ programme, onDone }: { programme?: Programme; onDone: () => void }) {
  const queryClient = useQueryClient();
  // spec 2 §8: a failed emission search is an empty list, silently.
  const emissions = useQuery({ ...emissionsQuery(), retry: false }).data ?? [];
  const presenters = useQuery(presentersQuery()).data ?? [];
  const [title, setTitle] = useState(programme?.title ?? '');
  const [description, setDescription] = useState(programme?.description ?? '');
  const [type, setType] = useState(programme?.type ?? 'music');
  const [presenterId, setPresenterId] = useState<number | null>(programme?.animateur_id ?? null);
  const [slots, setSlots] = useState<DateSlot[]>(() => initialSlots(programme));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // A message about the dates describes the dates as they were: any change to them clears it.
  const changeSlots = (change: (all: DateSlot[]) => DateSlot[]) => {
    setError(null);
    setSlots(change);
  };
  const changeSlot = (date: string, change: Partial<DateSlot>) => changeSlots((all) => all.map((slot) => (slot.date === date ? { ...slot, ...change } : slot)));

  // spec 2 §5: a new date takes the first date's times (10:00–11:00 at first); dates stay sorted.
  const toggleDate = (date: string) =>
    changeSlots((all) =>
      all.some((slot) => slot.date === date)
        ? all.filter((slot) => slot.date !== date)
        : [...all, { date, start: all[0]?.start ?? DEFAULT_TIMES.start, end: all[0]?.end ?? DEFAULT_TIMES.end, recurring: false, emissionId: null }].sort((a, b) =>
            a.date.localeCompare(b.date),
          ),
    );

  const applyFirstToAll = () => changeSlots((all) => all.map((slot) => ({ ...slot, start: all[0].start, end: all[0].end })));

  // spec 2 §4: the first emission chosen fills an empty title, description and the first presenter.
  function chooseEmission(date: string, emissionId: number | null) {
    const firstChoice = !slots.some((slot) => slot.emissionId !== null);
    changeSlot(date, { emissionId });
    const emission = emissions.find((candidate) => candidate.id === emissionId);
    if (!emission || !firstChoice) return;
    if (!title.trim()) setTitle(emission.title);
    if (!description.trim()) setDescription(emission.description);
    if (presenterId === null && emission.animateur_ids[0] !== undefined) setPresenterId(emission.animateur_ids[0]);
  }

  const payloadOf = (slot: DateSlot): ProgrammeInput => ({
    title: title.trim() || `Programme ${formatFrenchDate(slot.date)}`,
    description: description.trim() || null,
    heure_debut: slot.start,
    heure_fin: slot.end,
    emission_id: slot.emissionId,
    id_animateur: presenterId,
    jour_semaine: FRENCH_WEEKDAYS[weekdayOf(slot.date)],
    specific_date: slot.recurring ? null : slot.date,
    type,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (slots.length === 0) return setError(scheduleMessages.dateRequired);
    if (slots.some((slot) => !slot.start || !slot.end)) return setError(scheduleMessages.timesRequired);
    // Its row already says so, beside the times to fix: not a second time under the form.
    if (slots.some(endNotAfterStart)) return;
    const writes: ProgrammeWrite[] = slots.map((slot, index) => ({ id: index === 0 ? programme?.id : undefined, payload: payloadOf(slot) }));
    const invalid = writes.map((write) => programmeInputSchema.safeParse(write.payload)).find((result) => !result.success);
    if (invalid && !invalid.success) return setError(invalid.error.issues[0]?.message ?? scheduleMessages.saveFailed);
    setSaving(true);
    try {
      await saveProgrammes(writes);
      toast.success(programme ? 'Programme modifié' : writes.length > 1 ? `${writes.length} programmes créés` : 'Programme créé');
      onDone();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : scheduleMessages.saveFailed);
    } finally {
      setSaving(false);
      // Even a partial failure saved some dates: the grid shows what exists.
      await queryClient.invalidateQueries({ queryKey: SHOWS_KEY });
    }
  }

  return (
    <form className="form programme-form" noValidate onSubmit={submit}>
      <TextField label="Titre (facultatif)" value={title} onChange={setTitle} maxLength={200} placeholder="Par défaut : Programme et la date" />
      <div className="field">
        <label htmlFor="programme-description">Description</label>
        <textarea id="programme-description" className="field__input" rows={3} value={description} onChange={(event) => setDescription(event.target.value)} />
      </div>
      <div className="form__row">
        <div className="field">
          <label htmlFor="programme-type">Type</label>
          <select id="programme-type" className="field__input" value={type} onChange={(event) => setType(event.target.value)}>
            <option value="music">Musique</option>
            <option value="talk">Talk</option>
            <option value="mix">Mix</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="programme-presenter">Animateur</label>
          <select
            id="programme-presenter"
            className="field__input"
            value={presenterId ?? ''}
            onChange={(event) => setPresenterId(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">Aucun</option>
            {presenters.map((presenter) => (
              <option key={presenter.animateurid} value={presenter.animateurid}>
                {presenter.prenom} {presenter.nom}
              </option>
            ))}
          </select>
        </div>
      </div>

      <fieldset className="programme-form__dates">
        <legend>Dates de diffusion</legend>
        <MultiDatePicker selected={slots.map((slot) => slot.date)} onToggle={toggleDate} />
        {slots.length === 0 && <p className="field__hint">Touchez une ou plusieurs dates du calendrier.</p>}
        {slots.length >= 2 && (
          <button type="button" className="btn btn--ghost programme-form__apply" onClick={applyFirstToAll}>
            <CalendarPlus size={16} aria-hidden="true" />
            Appliquer le premier horaire à toutes les dates
          </button>
        )}
        <ul className="date-slots">
          {slots.map((slot) => (
            <DateSlotRow
              key={slot.date}
              slot={slot}
              emissions={withChosen(emissionsFor(emissions, slot), emissions, slot.emissionId)}
              onChange={(change) => changeSlot(slot.date, change)}
              onEmission={(id) => chooseEmission(slot.date, id)}
              onRemove={() => toggleDate(slot.date)}
            />
          ))}
        </ul>
      </fieldset>

      <FormError>{error}</FormError>
      <div className="modal__actions">
        <button type="button" className="btn btn--ghost" onClick={onDone}>
          Annuler
        </button>
        <button type="submit" className="btn btn--primary" disabled={saving}>
          {saving ? scheduleMessages.saving : programme ? 'Enregistrer' : 'Créer le programme'}
        </button>
      </div>
    </form>
  );
}
