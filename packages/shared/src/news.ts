import { z } from './zod-config.ts';
import { dateSchema, idParamSchema, timestampSchema } from './ids.ts';
import { CONTEST_NEWS_KEYWORD } from './station.ts';

/** spec 2 §3 Actualité. img_url is a file name under /imageback/actualite/ or an absolute URL. */
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

/** spec 2 §2: contest news are the articles whose category contains 'jeux de concours'. */
export const isContestNews = (categorie: string) => categorie.toLowerCase().includes(CONTEST_NEWS_KEYWORD);

/** spec 2 §8 News and §5 'News add' / 'Contest news': the texts the admin reads. */
export const newsMessages = {
  titleRequired: 'Veuillez saisir un titre',
  categoryRequired: 'Veuillez saisir une catégorie',
  descriptionRequired: 'Veuillez saisir une description courte',
  hostRequired: "Veuillez saisir le nom de l'auteur",
  dateInvalid: 'Veuillez saisir une date valide (AAAA-MM-JJ)',
  podcastUrlInvalid: 'Veuillez saisir une URL valide pour le podcast (http ou https)',
  imageRequired: 'Veuillez sélectionner une image',
  addFailed: "Erreur lors de l'ajout de l'actualité",
  editFailed: "Erreur lors de la modification de l'actualité",
  deleteFailed: "Erreur lors de la suppression de l'actualité",
  added: 'Actualité ajoutée avec succès!',
  edited: 'Actualité mise à jour avec succès!',
  deleted: 'Actualité supprimée avec succès!',
  deleteConfirm: 'Êtes-vous sûr de vouloir supprimer cette actualité ?',
} as const;

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

/** Only http(s) links become clickable or playable: never javascript: or data: URLs. */
export const isSafeHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * The text fields of the article form (multipart, spec 2 §7). The host name is required for news
 * but optional for contest news (spec 2 §5 'Contest news': organiser optional), and on edit.
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
