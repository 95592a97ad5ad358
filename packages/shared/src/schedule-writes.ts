// spec 2 §3 'Programme save payload' and §5 'Programme form': what an admin sends to create or change
// a programme, checked the same way by the modal and by the server.
import { z } from './zod-config.ts';
import { WEEKDAYS, type Weekday, formatFrenchDate } from './dates.ts';
import { secondsOf } from './schedule-time.ts';
import { bodyIdSchema } from './ids.ts';

export const scheduleMessages = {
  timesRequired: 'Veuillez sélectionner les heures de début et fin',
  timeInvalid: "L'heure doit être au format HH:mm (ex : 09:30)",
  dateRequired: 'Veuillez sélectionner au moins une date',
  dateInvalid: 'Date invalide',
  weekdayInvalid: 'Jour de la semaine invalide (lundi à dimanche)',
  endAfterStart:
    "L'heure de fin doit être après l'heure de début. Pour un programme qui traverse minuit, créez deux créneaux (ex: 23:00-23:59 puis 01:00-03:00).",
  titleTooLong: 'Le titre ne doit pas dépasser 200 caractères',
  descriptionTooLong: 'La description ne doit pas dépasser 5000 caractères',
  typeInvalid: 'Type de programme invalide (music, talk ou mix)',
  emissionNotFound: 'Émission introuvable',
  presenterNotFound: 'Animateur introuvable',
  programmeNotFound: 'Programme introuvable',
  noEmissionFound: 'Aucune émission trouvée pour ce créneau horaire',
  noEmissionHint: 'Vous pouvez créer le programme sans émission associée',
  saveFailed: 'Erreur lors de la sauvegarde',
  saving: 'Sauvegarde...',
  deleteFailed: 'Erreur lors de la suppression du programme',
  loadFailed: 'Erreur lors du chargement du programme',
  deleted: 'Supprimé !',
  deletedText: 'Le programme a été supprimé avec succès.',
  deleting: 'Suppression...',
  offline: 'Vous êtes hors ligne : la programmation ne peut être modifiée qu’en ligne.',
  /** 'Failed to save N programme(s)' of spec 2 §7, in French (DECISIONS.md 15). */
  partialFailure: (failed: number, total: number) =>
    failed === total
      ? `Échec de l'enregistrement de ${failed > 1 ? `${failed} programmes` : 'du programme'}`
      : `Échec de l'enregistrement de ${failed} programme${failed > 1 ? 's' : ''} sur ${total}`,
} as const;

/** spec 2 §3: `jour_semaine` is a French weekday in lowercase. */
export const FRENCH_WEEKDAYS: Record<Weekday, string> = {
  Monday: 'lundi',
  Tuesday: 'mardi',
  Wednesday: 'mercredi',
  Thursday: 'jeudi',
  Friday: 'vendredi',
  Saturday: 'samedi',
  Sunday: 'dimanche',
};
const JOURS = WEEKDAYS.map((day) => FRENCH_WEEKDAYS[day]) as [string, ...string[]];
export const weekdayOfJour = (jour: string): Weekday | undefined => WEEKDAYS.find((day) => FRENCH_WEEKDAYS[day] === jour);

const isRealDate = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
};
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const time = z
  .string({ error: scheduleMessages.timesRequired })
  .min(1, scheduleMessages.timesRequired)
  // 'HH:mm:ss' from an <input type="time" step> is read as 'HH:mm'.
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, scheduleMessages.timeInvalid)
  .transform((value) => value.slice(0, 5));
const optionalId = (message: string) => z.preprocess(blankToNull, bodyIdSchema(message).nullable().optional());

export const programmeInputSchema = z
  .object(
    {
      title: z.preprocess(blankToNull, z.string().trim().max(200, scheduleMessages.titleTooLong).nullable().optional()),
      description: z.preprocess(blankToNull, z.string().trim().max(5000, scheduleMessages.descriptionTooLong).nullable().optional()),
      heure_debut: time,
      heure_fin: time,
      emission_id: optionalId(scheduleMessages.emissionNotFound),
      id_animateur: optionalId(scheduleMessages.presenterNotFound),
      jour_semaine: z.preprocess(
        blankToNull,
        z
          .string()
          .transform((jour) => jour.toLowerCase())
          .pipe(z.enum(JOURS, { error: scheduleMessages.weekdayInvalid }))
          .nullable()
          .optional(),
      ),
      specific_date: z.preprocess(
        blankToNull,
        z.string({ error: scheduleMessages.dateInvalid }).refine(isRealDate, scheduleMessages.dateInvalid).nullable().optional(),
      ),
      // Not in the spec's payload: music, talk or mix (the card's icon and backgrounds); default music.
      type: z.preprocess(blankToNull, z.enum(['music', 'talk', 'mix'], { error: scheduleMessages.typeInvalid }).nullable().optional()),
    },
    { error: scheduleMessages.timesRequired },
  )
  .superRefine((input, ctx) => {
    if (!input.specific_date && !input.jour_semaine) ctx.addIssue({ code: 'custom', message: scheduleMessages.dateRequired, path: ['specific_date'] });
    else if (secondsOf(input.heure_fin) <= secondsOf(input.heure_debut))
      ctx.addIssue({ code: 'custom', message: scheduleMessages.endAfterStart, path: ['heure_fin'] });
  });
export type ProgrammeInput = z.input<typeof programmeInputSchema>;
export type ProgrammeFields = z.output<typeof programmeInputSchema>;

/** spec 2 §5: an untitled programme is called 'Programme {date}'. */
export const defaultProgrammeTitle = (input: Pick<ProgrammeFields, 'specific_date' | 'jour_semaine'>) =>
  `Programme ${input.specific_date ? formatFrenchDate(input.specific_date) : (input.jour_semaine ?? '')}`.trim();
