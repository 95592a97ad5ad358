import { z } from './zod-config.ts';
import { compareIso } from './dates.ts';
import { dateSchema, idParamSchema, timeSchema, timestampSchema } from './ids.ts';
import { messages } from './messages.ts';
import { emissionMessages, EMISSION_MAX_DATES } from './emissions-values.ts';
// The messages, constants and helpers without zod (the browser's first load imports them apart).
export * from './emissions-values.ts';

export const broadcastDateSchema = z.object({
  broadcast_date: dateSchema,
  broadcast_time: timeSchema.nullable(),
  heure_fin: timeSchema.nullable(),
});
export type BroadcastDate = z.infer<typeof broadcastDateSchema>;

/** Emission audio file: an extra recording (replay) of one broadcast date. */
export const emissionAudioFileSchema = z.object({
  id: z.number().int(),
  audio_filename: z.string(),
  parsedTitle: z.string(),
  parsedDate: dateSchema.nullable(),
  formattedDate: z.string().nullable(),
});
export type EmissionAudioFile = z.infer<typeof emissionAudioFileSchema>;
export const emissionAudioListSchema = z.array(emissionAudioFileSchema);

/** Emission. The legacy single date fields carry the next broadcast (else the latest). */
export const emissionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  img_url: z.string().nullable(),
  mp3_url: z.string().nullable(),
  animateurs: z.string(),
  animateur_ids: z.array(z.number().int()),
  broadcast_dates: z.array(broadcastDateSchema),
  broadcast_date: dateSchema.nullable(),
  broadcast_time: timeSchema.nullable(),
  heure_fin: timeSchema.nullable(),
  audioFiles: emissionAudioListSchema,
  created_at: timestampSchema,
});
export type Emission = z.infer<typeof emissionSchema>;
export const emissionListSchema = z.array(emissionSchema);
export const emissionParamSchema = idParamSchema('id');

// ---- staff writes ('Emission add', 'Add audio to an emission') ----

/** A JSON text field of a multipart form, parsed then checked; unreadable JSON is a French 400. */
function jsonText<T extends z.ZodType>(schema: T, unreadable: string) {
  return z
    .string({ error: unreadable })
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: unreadable });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

const isRealDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
};

/** 'HH:MM' (a trailing ':SS' is dropped); blank or absent is no time. */
const timeInput = z
  .string({ error: emissionMessages.timeInvalid })
  .trim()
  .nullish()
  .transform((value) => (value ? value.slice(0, 5) : null))
  .refine((value) => value === null || timeSchema.safeParse(value).success, emissionMessages.timeInvalid);

const broadcastDateInput = z.object(
  {
    broadcast_date: z.string({ error: emissionMessages.dateInvalid }).trim().nullish().transform((value) => value ?? ''),
    broadcast_time: timeInput,
    heure_fin: timeInput,
  },
  { error: emissionMessages.datesInvalid },
);

/** At least one non-empty date; end strictly after start on the same day. */
export const broadcastDatesSchema = z
  .array(broadcastDateInput, { error: emissionMessages.datesInvalid })
  .transform((dates) => dates.filter((date) => date.broadcast_date !== ''))
  .refine((dates) => dates.length > 0, emissionMessages.dateRequired)
  .refine((dates) => dates.length <= EMISSION_MAX_DATES, emissionMessages.tooManyDates)
  .refine((dates) => dates.every((date) => dateSchema.safeParse(date.broadcast_date).success && isRealDay(date.broadcast_date)), emissionMessages.dateInvalid)
  .refine(
    (dates) => dates.every((date) => !date.broadcast_time || !date.heure_fin || date.heure_fin > date.broadcast_time),
    emissionMessages.crossesMidnight,
  )
  .transform((dates) => {
    // The same slot twice is one slot; kept in date then time order.
    const unique = new Map(dates.map((date) => [`${date.broadcast_date} ${date.broadcast_time ?? ''} ${date.heure_fin ?? ''}`, date]));
    return [...unique.values()].sort((a, b) =>
      compareIso(`${a.broadcast_date}${a.broadcast_time ?? ''}`, `${b.broadcast_date}${b.broadcast_time ?? ''}`),
    );
  });
export type BroadcastDateInput = z.output<typeof broadcastDatesSchema>[number];

/** Ids as numbers or digit strings ('[1, "2"]'); anything else makes the whole list unreadable. */
const hostIds = z
  .array(z.unknown(), { error: emissionMessages.hostsInvalid })
  .max(20, emissionMessages.hostsInvalid)
  .transform((ids) => ids.map((id) => (typeof id === 'string' && /^\d{1,9}$/.test(id) ? Number(id) : id)))
  .refine((ids): ids is number[] => ids.every((id) => typeof id === 'number' && Number.isInteger(id) && id > 0 && id < 1e9), emissionMessages.hostsInvalid)
  .transform((ids) => [...new Set(ids as number[])]);

const emissionFields = {
  title: z.string({ error: emissionMessages.titleRequired }).trim().min(1, emissionMessages.titleRequired).max(200, messages.fieldTooLong),
  description: z
    .string({ error: emissionMessages.descriptionRequired })
    .trim()
    .min(1, emissionMessages.descriptionRequired)
    .max(10_000, messages.fieldTooLong),
  broadcast_dates: jsonText(broadcastDatesSchema, emissionMessages.datesInvalid),
};

/**
 * POST /api/emissions and PUT /api/emissions/:id text fields (multipart). `animateur_ids` absent
 * means none on creation and unchanged on edit. Files are checked apart (image required on add).
 */
export const emissionWriteSchema = z.object({
  ...emissionFields,
  // An absent field, or an empty text from a form, is no list.
  animateur_ids: z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value : undefined))
    .pipe(jsonText(hostIds, emissionMessages.hostsInvalid).optional()),
});
export type EmissionWriteInput = z.output<typeof emissionWriteSchema>;

/** POST /api/emissions/:id/audio text field (with the `audio` file). */
export const emissionAudioFieldsSchema = z.object({
  selectedAudioDate: z
    .string({ error: emissionMessages.audioAndDateRequired })
    .trim()
    .min(1, emissionMessages.audioAndDateRequired)
    .refine((day) => dateSchema.safeParse(day).success && isRealDay(day), emissionMessages.dateInvalid),
});

export const emissionAudioParamSchema = z.object({ id: idParamSchema('id').shape.id, audioId: idParamSchema('audioId').shape.audioId });

/** The answer of an emission write: `data` is the emission. */
export interface EmissionWriteResponse {
  message: string;
  data: Emission;
}

/** The audio upload's `data` carries its title and French date. */
export interface EmissionAudioResponse {
  message: string;
  data: EmissionAudioFile & { title: string };
}

