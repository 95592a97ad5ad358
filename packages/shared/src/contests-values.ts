// Contest statuses, vote types, registration categories and texts. No zod here: the web app's first load imports this module (client.ts).
import { TALENT_DATA_INVALID } from './talents-values.ts';

export const CONTEST_STATUSES = ['active', 'inactive'] as const;

export const VOTE_TYPES = ['gratuit', 'premium'] as const;

export const PREMIUM_VOTE_PRICE_CENTS = 500;

/** The contest feature's French texts: the spec's verbatim where it has them (French for its English ones). */
export const contestMessages = {
  // 'Contest admin form'.
  startInPast: 'La date de début ne peut pas être dans le passé',
  endBeforeStart: 'La date de fin doit être après la date de début',
  contestFieldsRequired: 'Le nom, la description et les dates du concours sont obligatoires',
  dateInvalid: 'Date invalide',
  statusInvalid: 'Statut invalide (active ou inactive)',
  // 'Contests'.
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
  // 'Talent entry form' ('Please fill in all fields') and 'My entries', in French.
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
  // 'Contest page'.
  submissionDeleted: 'Soumission supprimée avec succès',
  submissionDeleteFailed: 'Erreur lors de la suppression de la soumission',
  submissionUpdated: 'Soumission modifiée avec succès',
  submissionNotFound: 'Soumission introuvable',
  noParticipants: 'Aucun participant pour le moment',
  participantsLoadFailed: 'Erreur lors du chargement des participants',
  // 'Contest registration form' and 'Contest page'.
  uploadsRequired: 'Veuillez télécharger une photo et un morceau MP3',
  photoInvalid: 'Veuillez sélectionner une image valide',
  songInvalid: 'Veuillez sélectionner un fichier MP3 valide',
  registrationLoginRequired: 'Veuillez vous connecter pour vous inscrire',
  artistProfileRequired: 'Vous devez créer un profil artiste pour participer au concours',
  registrationFailed: "Une erreur est survenue lors de l'inscription. Veuillez réessayer.",
  registrationUploadFailed: 'Erreur lors du téléchargement du photo/morceau',
  registrationSucceeded: 'Inscription Réussie !',
  // Registrations read back by their talent and the contest's admins.
  registrationsLoadFailed: 'Erreur lors du chargement des inscriptions',
  registrationNotFound: 'Inscription introuvable',
  emailInvalid: 'Veuillez saisir une adresse email valide.',
  urlInvalid: 'Veuillez saisir une URL valide (https://...)',
  categoryInvalid: 'Veuillez choisir une catégorie',
  // 'Talent page'.
  talentIdMissing: 'ID du talent non spécifié',
  talentDataInvalid: TALENT_DATA_INVALID,
  talentLoadFailed: 'Une erreur est survenue lors du chargement des données',
  // Premium votes through Stripe Checkout.
  premiumCheckoutRequired: 'Le vote premium se règle sur la page de paiement sécurisée (bouton « Vote Premium »).',
  premiumCheckoutFailed: 'Le paiement n’a pas pu être lancé. Veuillez réessayer.',
  premiumPaid: 'Merci ! Votre vote premium sera compté dès que Stripe aura confirmé le paiement.',
  premiumCancelled: 'Paiement annulé : aucun vote premium n’a été enregistré.',
  webhookSignatureInvalid: 'Signature du webhook invalide',
} as const;

/** 'Contest registration' categories (value, label) and their page colours. */
export const REGISTRATION_CATEGORIES = [
  { value: 'pop', label: 'Pop' },
  { value: 'rock', label: 'Rock' },
  { value: 'rap', label: 'Rap/Hip-Hop' },
  { value: 'rb', label: 'R&B/Soul' },
  { value: 'electronic', label: 'Électronique' },
  { value: 'other', label: 'Autre' },
] as const;

export type RegistrationCategory = (typeof REGISTRATION_CATEGORIES)[number]['value'];
