import { z } from './zod-config.ts';
import { dateSchema, idParamSchema, timestampSchema } from './ids.ts';
import { isSafeHttpUrl } from './media.ts';
import { newsMessages } from './news-values.ts';
// The messages, constants and helpers without zod (the browser's first load imports them apart).
export * from './news-values.ts';

/** Actualité. img_url is a file name under /imageback/actualite/ or an absolute URL. */
export const actualiteSchema = z.object({
  actualiteid: z.number().int(),
  title: z.string(),
  img_url: z.string().nullable(),
  categorie: z.string(),
  date: dateSchema,
  hoster_name: z.string().nullable(),
  description: z.string(),
  content: z.string().nullable(),
  podcast_url: z.string().nullable(),
  created_at: timestampSchema,
});
export type Actualite = z.infer<typeof actualiteSchema>;
export const actualiteListSchema = z.array(actualiteSchema);
export const actualiteParamSchema = idParamSchema('actualiteid');

const trimmed = (max: number) => z.string().trim().max(max);
const requiredText = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max);
/** An empty optional field arrives as '' from a form: it means "none". */
const optionalText = (max: number) =>
  z
    .string()
    .optional()
    // Forms send line breaks as CRLF: stored as plain newlines so the formatting rules see one kind.
    .transform((value) => value?.replace(/\r\n?/g, '\n').trim() || null)
    .pipe(trimmed(max).nullable());

/**
 * The text fields of the article form (multipart). The host name is required for news
 * but optional for contest news ('Contest news': organiser optional), and on edit.
 */
export const actualiteFormSchema = z.object({
  title: requiredText(newsMessages.titleRequired, 300),
  categorie: requiredText(newsMessages.categoryRequired, 100),
  description: requiredText(newsMessages.descriptionRequired, 2000),
  date: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .pipe(
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, newsMessages.dateInvalid)
        .refine((value) => !Number.isNaN(Date.parse(value)), newsMessages.dateInvalid)
        .optional(),
    ),
  hoster_name: optionalText(200),
  content: optionalText(50_000),
  podcast_url: optionalText(2000).refine((value) => value === null || isSafeHttpUrl(value), newsMessages.podcastUrlInvalid),
});
export type ActualiteFormFields = z.infer<typeof actualiteFormSchema>;
