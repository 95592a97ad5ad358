import { z } from 'zod';
import { youtubeId } from './youtube.ts';
import { bodyIdSchema, dateSchema, idParamSchema, idSchema, timestampSchema } from './ids.ts';

export const CONTEST_STATUSES = ['active', 'inactive'] as const;
export const VOTE_TYPES = ['gratuit', 'premium'] as const;
export const PREMIUM_VOTE_PRICE_CENTS = 500;

/** spec 2 §3 Concours. img_url is a file name under /imageback/concours/. */
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

/** spec 2 §3 Soumission, with the talent's names and the vote counts of the votes table. */
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

/** The contest feature's French texts: spec 2 §5 and §8 verbatim where it has them (DECISIONS.md 15 for its English ones). */
export const contestMessages = {
  // spec 2 §5 'Contest admin form'.
  startInPast: 'La date de début ne peut pas être dans le passé',
  endBeforeStart: 'La date de fin doit être après la date de début',
  contestFieldsRequired: 'Le nom, la description et les dates du concours sont obligatoires',
  dateInvalid: 'Date invalide',
  statusInvalid: 'Statut invalide (active ou inactive)',
  // spec 2 §8 'Contests'.
  deleteConfirm: 'Êtes-vous sûr de vouloir supprimer ce concours ?',
  added: 'Concours ajouté avec succès!',
  updated: 'Concours modifié avec succès!',
  deleted: 'Concours supprimé avec succès!',
  closed: 'Concours clôturé : il n’apparaît plus sur la page publique.',
  addFailed: "Erreur lors de l'ajout du concours",
  updateFailed: 'Erreur lors de la modification du concours',
  deleteFailed: 'Erreur lors de la suppression du concours',
  loadFailed: 'Erreur lors du chargement des concours',
  statsFailed: 'Erreur lors du chargement des statistiques',
  // spec 2 §5 'Talent entry form' ('Please fill in all fields') and §8 'My entries', in French.
  fillAllFields: 'Veuillez remplir tous les champs',
  youtubeInvalid: 'Veuillez saisir un lien YouTube valide (youtube.com ou youtu.be)',
  contestNotOpen: "Ce concours n'accepte pas de nouvelles inscriptions en ce moment.",
  onlyOwnEntries: 'Vous ne pouvez modifier que vos propres inscriptions.',
  talentsOnly: 'Seuls les talents peuvent inscrire une musique au concours.',
  entryAdded: 'Inscription ajoutée !',
  entryUpdated: 'Inscription modifiée !',
  entryDeleted: 'Inscription supprimée !',
  entriesLoadFailed: 'Erreur lors du chargement de vos soumissions',
  entrySubmitFailed: "Erreur lors de l'envoi de l'inscription",
  entryUpdateFailed: 'Erreur lors de la modification',
  entryDeleteFailed: "Erreur lors de la suppression de l'inscription",
  entryDeleteConfirm: 'Êtes-vous sûr de vouloir supprimer cette inscription ?',
  // spec 2 §8 'Contest page'.
  submissionDeleted: 'Soumission supprimée avec succès',
  submissionDeleteFailed: 'Erreur lors de la suppression de la soumission',
  submissionUpdated: 'Soumission modifiée avec succès',
  submissionNotFound: 'Soumission introuvable',
  noParticipants: 'Aucun participant pour le moment',
  participantsLoadFailed: 'Erreur lors du chargement des participants',
  // spec 2 §5 'Contest registration form' and §8 'Contest page'.
  uploadsRequired: 'Veuillez télécharger une photo et un morceau MP3',
  photoInvalid: 'Veuillez sélectionner une image valide',
  songInvalid: 'Veuillez sélectionner un fichier MP3 valide',
  registrationLoginRequired: 'Veuillez vous connecter pour vous inscrire',
  artistProfileRequired: 'Vous devez créer un profil artiste pour participer au concours',
  registrationFailed: "Une erreur est survenue lors de l'inscription. Veuillez réessayer.",
  registrationUploadFailed: 'Erreur lors du téléchargement du photo/morceau',
  registrationSucceeded: 'Inscription Réussie !',
  emailInvalid: 'Veuillez saisir une adresse email valide.',
  urlInvalid: 'Veuillez saisir une URL valide (https://...)',
  categoryInvalid: 'Veuillez choisir une catégorie',
  // spec 2 §5 and §8 'Talent page'.
  talentIdMissing: 'ID du talent non spécifié',
  talentDataInvalid: 'Données du talent invalides',
  talentLoadFailed: 'Une erreur est survenue lors du chargement des données',
  // Premium votes through Stripe Checkout (DECISIONS.md 21).
  premiumCheckoutRequired: 'Le vote premium se règle sur la page de paiement sécurisée (bouton « Vote Premium »).',
  premiumCheckoutFailed: 'Le paiement n’a pas pu être lancé. Veuillez réessayer.',
  premiumPaid: 'Merci ! Votre vote premium sera compté dès que Stripe aura confirmé le paiement.',
  premiumCancelled: 'Paiement annulé : aucun vote premium n’a été enregistré.',
  webhookSignatureInvalid: 'Signature du webhook invalide',
} as const;

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
 * spec 2 §7 POST/PUT concours (multipart text fields). 'Start not in the past' needs today's Paris
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
  // spec 2 §5: "end not before start" (moving the start past the end sets the end to the start).
  .refine((input) => input.date_fin >= input.date_debut, { message: contestMessages.endBeforeStart, path: ['date_fin'] });
export type ConcoursInput = z.output<typeof concoursInputSchema>;

const youtubeLink = requiredText(contestMessages.fillAllFields).refine((link) => youtubeId(link) !== null, contestMessages.youtubeInvalid);
const positiveId = bodyIdSchema(contestMessages.fillAllFields);

/** spec 2 §7 POST soumissions-concours; talon_id is never read: the session is the talent (DECISIONS.md 3). */
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

/** GET /api/concours/:concoursid/statistics (admins): spec 2 §4 'Admin statistics ranking'. */
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

/** spec 2 §3 'Contest registration' categories (value, label) and their page colours (spec 2 §2). */
export const REGISTRATION_CATEGORIES = [
  { value: 'pop', label: 'Pop' },
  { value: 'rock', label: 'Rock' },
  { value: 'rap', label: 'Rap/Hip-Hop' },
  { value: 'rb', label: 'R&B/Soul' },
  { value: 'electronic', label: 'Électronique' },
  { value: 'other', label: 'Autre' },
] as const;
export type RegistrationCategory = (typeof REGISTRATION_CATEGORIES)[number]['value'];

/** spec 2 §3 'Contest registration' text fields; photo and song arrive as files (spec 2 §5). */
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
