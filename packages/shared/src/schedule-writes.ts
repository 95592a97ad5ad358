// 'Programme save payload' and 'Programme form': what an admin sends to create or change
// a programme, checked the same way by the modal and by the server.
import { z } from './zod-config.ts';
import { WEEKDAYS, formatFrenchDate } from './dates.ts';
import { secondsOf } from './schedule-time.ts';
import { bodyIdSchema } from './ids.ts';
import { scheduleMessages, FRENCH_WEEKDAYS } from './schedule-writes-values.ts';
// The messages, constants and helpers without zod (the browser's first load imports them apart).
export * from './schedule-writes-values.ts';

const JOURS = WEEKDAYS.map((day) => FRENCH_WEEKDAYS[day]) as [string, ...string[]];

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

/** An untitled programme is called 'Programme {date}'. */
export const defaultProgrammeTitle = (input: Pick<ProgrammeFields, 'specific_date' | 'jour_semaine'>) =>
  `Programme ${input.specific_date ? formatFrenchDate(input.specific_date) : (input.jour_semaine ?? '')}`.trim();
