import { z } from './zod-config.ts';
import { idParamSchema, timestampSchema } from './ids.ts';
import { WEEKLY_MIX_CATEGORY, WEEKLY_MIX_CATEGORY_MISSPELT } from './station.ts';

/** spec 2 §3 Mix, with its DJ's names embedded. mp3_url and img_url are file names (see mediaUrl). */
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

/** spec 2 §8 Mixes and §5 'Mix add': the texts the admin reads. */
export const mixMessages = {
  titleRequired: 'Veuillez saisir un titre',
  descriptionRequired: 'Veuillez saisir une description',
  djRequired: 'Veuillez sélectionner un DJ',
  djNotFound: "Le DJ choisi n'existe pas ou n'a pas le rôle DJ.",
  customCategoryRequired: 'Veuillez saisir une catégorie personnalisée',
  imageRequired: 'Veuillez sélectionner une image',
  audioRequired: 'Veuillez sélectionner un fichier audio',
  addFailed: "Erreur lors de l'ajout du mix",
  editFailed: 'Erreur lors de la modification du mix',
  deleteFailed: 'Erreur lors de la suppression du mix',
  added: 'Mix ajouté avec succès',
  edited: 'Mix modifié avec succès',
  deleted: 'Mix supprimé avec succès',
  deleteConfirm: 'Êtes-vous sûr de vouloir supprimer ce mix ? Cette action est irréversible.',
  editConfirm: 'Êtes-vous sûr de vouloir enregistrer ces modifications ?',
  loadFailed: 'Failed to fetch mixes',
  djsLoadFailed: 'Failed to load DJs',
} as const;

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

/**
 * The text fields of the mix form (multipart, spec 2 §7). The misspelt weekly category is
 * accepted and stored under the right spelling, so every list sees one weekly category.
 */
export const mixFormSchema = z.object({
  titre: requiredText(mixMessages.titleRequired).pipe(z.string().max(200)),
  description: requiredText(mixMessages.descriptionRequired).pipe(z.string().max(5000)),
  animateur_id: z.string({ error: mixMessages.djRequired }).regex(/^[1-9]\d{0,8}$/, mixMessages.djRequired).transform(Number),
  categorie: requiredText(mixMessages.customCategoryRequired)
    .pipe(z.string().max(100))
    .transform((value) => (value.toLowerCase() === WEEKLY_MIX_CATEGORY_MISSPELT.toLowerCase() ? WEEKLY_MIX_CATEGORY : value)),
});
export type MixFormFields = z.infer<typeof mixFormSchema>;
