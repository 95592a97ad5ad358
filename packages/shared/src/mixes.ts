import { z } from './zod-config.ts';
import { ID_PATTERN, idParamSchema, timestampSchema } from './ids.ts';
import { WEEKLY_MIX_CATEGORY, WEEKLY_MIX_CATEGORY_MISSPELT } from './station-values.ts';
import { mixMessages } from './mixes-values.ts';
// The messages, constants and helpers without zod (the browser's first load imports them apart).
export * from './mixes-values.ts';

/** Mix, with its DJ's names embedded. mp3_url and img_url are file names (see mediaUrl). */
export const mixSchema = z.object({
  mixid: z.number().int(),
  titre: z.string(),
  description: z.string(),
  categorie: z.string(),
  animateur_id: z.number().int().nullable(),
  animateur_prenom: z.string().nullable(),
  animateur_nom: z.string().nullable(),
  mp3_url: z.string(),
  img_url: z.string().nullable(),
  total_listens: z.number().int().nonnegative(),
  current_listeners: z.number().int().nonnegative(),
  /** Seconds, read from the audio file when it was uploaded; null when it could not be read. */
  duration_seconds: z.number().int().nonnegative().nullable(),
  created_at: timestampSchema,
});
export type Mix = z.infer<typeof mixSchema>;
export const mixListSchema = z.array(mixSchema);
export const mixParamSchema = idParamSchema('mixid');

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

/**
 * The text fields of the mix form (multipart). The misspelt weekly category is
 * accepted and stored under the right spelling, so every list sees one weekly category.
 */
export const mixFormSchema = z.object({
  titre: requiredText(mixMessages.titleRequired).pipe(z.string().max(200)),
  description: requiredText(mixMessages.descriptionRequired).pipe(z.string().max(5000)),
  animateur_id: z.string({ error: mixMessages.djRequired }).regex(ID_PATTERN, mixMessages.djRequired).transform(Number),
  categorie: requiredText(mixMessages.customCategoryRequired)
    .pipe(z.string().max(100))
    .transform((value) => (value.toLowerCase() === WEEKLY_MIX_CATEGORY_MISSPELT.toLowerCase() ? WEEKLY_MIX_CATEGORY : value)),
});
export type MixFormFields = z.infer<typeof mixFormSchema>;
