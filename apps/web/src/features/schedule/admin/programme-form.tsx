import type { Programme, ProgrammeInput } from '@station/shared';
import { programmeInputSchema } from '@station/shared';
import { FRENCH_WEEKDAYS, formatFrenchDate, parisDate, scheduleMessages, weekdayOf } from '@station/shared/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarPlus } from '../../../ui/icons.tsx';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormSelect, FormTextArea, FormTextField } from '../../../ui/form/fields.tsx';
import { checkResolver } from '../../../ui/form/shared-schema-resolver.ts';
import { StationForm, SubmitButton } from '../../../ui/form/station-form.tsx';
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

interface ProgrammeValues {
  title: string;
  description: string;
  type: string;
  /** The select's value: an id, or '' for none. */
  presenterId: string;
  slots: DateSlot[];
}

const presenterOf = (values: ProgrammeValues) => (values.presenterId ? Number(values.presenterId) : null);

const payloadOf = (values: ProgrammeValues, slot: DateSlot): ProgrammeInput => ({
  title: values.title.trim() || `Programme ${formatFrenchDate(slot.date)}`,
  description: values.description.trim() || null,
  heure_debut: slot.start,
  heure_fin: slot.end,
  emission_id: slot.emissionId,
  id_animateur: presenterOf(values),
  jour_semaine: FRENCH_WEEKDAYS[weekdayOf(slot.date)],
  specific_date: slot.recurring ? null : slot.date,
  type: values.type,
});

/** A slot whose end is not after its start: its row already says so, beside the times to fix. */
class SlotRowsSayWhy extends Error {}

function programmeProblem(values: ProgrammeValues): string | undefined {
  if (values.slots.length === 0) return scheduleMessages.dateRequired;
  if (values.slots.some((slot) => !slot.start || !slot.end)) return scheduleMessages.timesRequired;
  // Said by the slot's own row, beside the times to fix: not a second time in the red box.
  if (values.slots.some(endNotAfterStart)) return undefined;
  for (const slot of values.slots) {
    const parsed = programmeInputSchema.safeParse(payloadOf(values, slot));
    if (!parsed.success) return parsed.error.issues[0]?.message ?? scheduleMessages.saveFailed;
  }
  return undefined;
}

/** The modal's form: 'Créer un Programme' without `programme`, 'Modifier le Programme' with it. */
export function ProgrammeForm({ programme, onDone }: { programme?: Programme; onDone: () => void }) {
  const queryClient = useQueryClient();
  // A failed emission search is an empty list, silently.
  const emissions = useQuery({ ...emissionsQuery(), retry: false }).data ?? [];
  const presenters = useQuery(presentersQuery()).data ?? [];
  const form = useForm<ProgrammeValues>({
    defaultValues: {
      title: programme?.title ?? '',
      description: programme?.description ?? '',
      type: programme?.type ?? 'music',
      presenterId: programme?.animateur_id ? String(programme.animateur_id) : '',
      slots: initialSlots(programme),
    },
    resolver: checkResolver(programmeProblem),
  });
  const slots = form.watch('slots');

  // A message about the dates describes the dates as they were: any change to them clears it.
  const changeSlots = (change: (all: DateSlot[]) => DateSlot[]) => {
    form.clearErrors();
    form.setValue('slots', change(form.getValues('slots')), { shouldDirty: true });
  };
  const changeSlot = (date: string, change: Partial<DateSlot>) => changeSlots((all) => all.map((slot) => (slot.date === date ? { ...slot, ...change } : slot)));

  // A new date takes the first date's times (10:00–11:00 at first); dates stay sorted.
  const toggleDate = (date: string) =>
    changeSlots((all) =>
      all.some((slot) => slot.date === date)
        ? all.filter((slot) => slot.date !== date)
        : [...all, { date, start: all[0]?.start ?? DEFAULT_TIMES.start, end: all[0]?.end ?? DEFAULT_TIMES.end, recurring: false, emissionId: null }].sort((a, b) =>
            a.date.localeCompare(b.date),
          ),
    );

  const applyFirstToAll = () => changeSlots((all) => all.map((slot) => ({ ...slot, start: all[0].start, end: all[0].end })));

  // The first emission chosen fills an empty title, description and the first presenter.
  function chooseEmission(date: string, emissionId: number | null) {
    const firstChoice = !form.getValues('slots').some((slot) => slot.emissionId !== null);
    changeSlot(date, { emissionId });
    const emission = emissions.find((candidate) => candidate.id === emissionId);
    if (!emission || !firstChoice) return;
    const { title, description, presenterId } = form.getValues();
    if (!title.trim()) form.setValue('title', emission.title, { shouldDirty: true });
    if (!description.trim()) form.setValue('description', emission.description, { shouldDirty: true });
    if (!presenterId && emission.animateur_ids[0] !== undefined) form.setValue('presenterId', String(emission.animateur_ids[0]), { shouldDirty: true });
  }

  async function save(values: ProgrammeValues) {
    if (values.slots.some(endNotAfterStart)) throw new SlotRowsSayWhy();
    const writes: ProgrammeWrite[] = values.slots.map((slot, index) => ({ id: index === 0 ? programme?.id : undefined, payload: payloadOf(values, slot) }));
    try {
      await saveProgrammes(writes);
      toast.success(programme ? 'Programme modifié' : writes.length > 1 ? `${writes.length} programmes créés` : 'Programme créé');
      onDone();
    } finally {
      // Even a partial failure saved some dates: the grid shows what exists.
      await queryClient.invalidateQueries({ queryKey: SHOWS_KEY });
    }
  }
  const failure = (error: unknown) => (error instanceof SlotRowsSayWhy ? null : error instanceof Error ? error.message : scheduleMessages.saveFailed);

  return (
    <StationForm form={form} onSubmit={save} failure={failure} className="form programme-form">
      <FormTextField<ProgrammeValues> name="title" label="Titre (facultatif)" maxLength={200} placeholder="Par défaut : Programme et la date" />
      <FormTextArea<ProgrammeValues> name="description" label="Description" rows={3} />
      <div className="form__row">
        <FormSelect<ProgrammeValues> name="type" label="Type">
          <option value="music">Musique</option>
          <option value="talk">Talk</option>
          <option value="mix">Mix</option>
        </FormSelect>
        <FormSelect<ProgrammeValues> name="presenterId" label="Animateur">
          <option value="">Aucun</option>
          {presenters.map((presenter) => (
            <option key={presenter.animateurid} value={presenter.animateurid}>
              {presenter.prenom} {presenter.nom}
            </option>
          ))}
        </FormSelect>
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

      <div className="modal__actions">
        <button type="button" className="btn btn--ghost" onClick={onDone}>
          Annuler
        </button>
        <SubmitButton busyLabel={scheduleMessages.saving} className="btn btn--primary">
          {programme ? 'Enregistrer' : 'Créer le programme'}
        </SubmitButton>
      </div>
    </StationForm>
  );
}
