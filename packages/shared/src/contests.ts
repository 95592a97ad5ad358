import { z } from 'zod';
import { youtubeId } from './youtube.ts';
import { bodyIdSchema, dateSchema, idParamSchema, idSchema, timestampSchema } from './ids.ts';
import { CONTEST_STATUSES, contestMessages, REGISTRATION_CATEGORIES, type RegistrationCategory } from './contests-values.ts';
// The messages, constants and helpers without zod (the browser's first load imports them apart).
export * from './contests-values.ts';

/** Concours. img_url is a file name under /imageback/concours/. */
export const concoursSchema = z.object({
  concoursid: z.number().int(),
  nom_concours: z.string(),
  description: z.string(),
  date_debut: dateSchema,
  date_fin: dateSchema,
  status: z.enum(CONTEST_STATUSES),
  img_url: z.string().nullable(),
  created_at: timestampSchema,
});
export type Concours = z.infer<typeof concoursSchema>;
export const concoursListSchema = z.array(concoursSchema);
export const concoursParamSchema = idParamSchema('concoursid');

/** Soumission, with the talent's names and the vote counts of the votes table. */
export const soumissionSchema = z.object({
  soumissionid: z.number().int(),
  concours_id: z.number().int(),
  talon_id: z.number().int(),
  nom_artiste: z.string(),
  nom_complet: z.string(),
  music_url: z.string(),
  description: z.string(),
  date_soumission: timestampSchema,
  votes_gratuit: z.number().int().nonnegative(),
  votes_premium: z.number().int().nonnegative(),
  total_votes: z.number().int().nonnegative(),
});
export type Soumission = z.infer<typeof soumissionSchema>;
export const soumissionListSchema = z.array(soumissionSchema);
export const soumissionListQuerySchema = z.object({ concours_id: idSchema.optional() });

/** ?status=active (the public list, default), or for admins inactive / all. */
export const concoursListQuerySchema = z.object({ status: z.enum([...CONTEST_STATUSES, 'all'], { error: contestMessages.statusInvalid }).optional() });

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);
const calendarDate = z
  .string({ error: contestMessages.contestFieldsRequired })
  .trim()
  .min(1, contestMessages.contestFieldsRequired)
  .regex(/^\d{4}-\d{2}-\d{2}$/, contestMessages.dateInvalid)
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), contestMessages.dateInvalid);

/**
 * POST/PUT concours (multipart text fields). 'Start not in the past' needs today's Paris
 * date and, on an edit, the stored start: the service checks it.
 */
export const concoursInputSchema = z
  .object({
    nom_concours: requiredText(contestMessages.contestFieldsRequired).pipe(z.string().max(200)),
    description: requiredText(contestMessages.contestFieldsRequired).pipe(z.string().max(5000)),
    date_debut: calendarDate,
    date_fin: calendarDate,
    status: z.enum(CONTEST_STATUSES, { error: contestMessages.statusInvalid }).default('active'),
  })
  // "end not before start" (moving the start past the end sets the end to the start).
  .refine((input) => input.date_fin >= input.date_debut, { message: contestMessages.endBeforeStart, path: ['date_fin'] });
export type ConcoursInput = z.output<typeof concoursInputSchema>;

const youtubeLink = requiredText(contestMessages.fillAllFields).refine((link) => youtubeId(link) !== null, contestMessages.youtubeInvalid);
const positiveId = bodyIdSchema(contestMessages.fillAllFields);

/** POST soumissions-concours; talon_id is never read: the session is the talent. */
export const soumissionInputSchema = z.object({
  concours_id: positiveId,
  nom_artiste: requiredText(contestMessages.fillAllFields).pipe(z.string().max(120)),
  music_url: youtubeLink,
  description: requiredText(contestMessages.fillAllFields).pipe(z.string().max(2000)),
});
export type SoumissionInput = z.output<typeof soumissionInputSchema>;

/** PATCH: the changed fields; PUT: the same body as POST (its concours_id must stay the entry's). */
export const soumissionPatchSchema = soumissionInputSchema
  .omit({ concours_id: true })
  .partial()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), contestMessages.fillAllFields);
export const soumissionPutSchema = soumissionInputSchema.omit({ concours_id: true }).extend({ concours_id: positiveId.optional() });
export type SoumissionPatch = z.output<typeof soumissionPatchSchema>;
export const soumissionParamSchema = idParamSchema('id');

/** GET /api/concours/:concoursid/statistics (admins): 'Admin statistics ranking'. */
export interface ConcoursStatistics {
  concours: Concours;
  participants: number;
  total_votes: number;
  votes_gratuit: number;
  votes_premium: number;
  /** Sum of the confirmed premium payments, in cents. */
  revenue_cents: number;
  /** Sorted by total_votes, most first. */
  ranking: Pick<Soumission, 'soumissionid' | 'talon_id' | 'nom_artiste' | 'nom_complet' | 'votes_gratuit' | 'votes_premium' | 'total_votes'>[];
}

/** 'Contest registration' text fields; photo and song arrive as files. */
export const contestRegistrationSchema = z.object({
  name: requiredText(contestMessages.fillAllFields).pipe(z.string().max(120)),
  email: requiredText(contestMessages.fillAllFields).pipe(z.email(contestMessages.emailInvalid).max(254)),
  phone: requiredText(contestMessages.fillAllFields).pipe(z.string().max(40)),
  category: z.enum(REGISTRATION_CATEGORIES.map((category) => category.value) as [RegistrationCategory, ...RegistrationCategory[]], { error: contestMessages.categoryInvalid }),
  description: requiredText(contestMessages.fillAllFields).pipe(z.string().max(3000)),
  song_title: requiredText(contestMessages.fillAllFields).pipe(z.string().max(200)),
  media_url: requiredText(contestMessages.fillAllFields).pipe(z.url({ protocol: /^https?$/, error: contestMessages.urlInvalid }).max(500)),
  concours_id: z.preprocess((value) => (value === '' ? undefined : value), positiveId.optional()),
});
export type ContestRegistrationInput = z.output<typeof contestRegistrationSchema>;

export interface ContestRegistration {
  id: number;
  talon_id: number;
  concours_id: number | null;
  name: string;
  category: RegistrationCategory;
  song_title: string;
  created_at: string;
}

/** A registration read back by its talent or an admin: the files through their private addresses. */
export interface ContestRegistrationDetail extends ContestRegistration {
  email: string;
  phone: string;
  description: string;
  media_url: string;
  /** The contest's name, null for a registration to no contest in particular. */
  contest_name: string | null;
  photo_path: string;
  song_path: string;
}

export const registrationParamSchema = idParamSchema('id');
export const registrationListQuerySchema = z.object({ concours_id: idSchema.optional() });
