// Emission texts, limits and the audio display name. No zod here: the web app's first load imports this module (client.ts).
import { formatFrenchDate } from './dates.ts';

export const emissionMessages = {
  titleRequired: 'Le titre est obligatoire',
  descriptionRequired: 'La description est obligatoire',
  imageRequired: 'Veuillez sélectionner une image',
  dateRequired: "Veuillez sélectionner au moins une date d'émission",
  crossesMidnight:
    'Une émission ne peut pas commencer un jour et finir le lendemain. Veuillez séparer en deux émissions (ex: 23h-23h59 puis 1h-3h le lendemain).',
  datesInvalid: "Les dates d'émission sont illisibles (JSON attendu : [{broadcast_date, broadcast_time, heure_fin}]).",
  dateInvalid: 'Date invalide',
  timeInvalid: 'Heure invalide (format HH:MM)',
  hostsInvalid: 'La liste des animateurs est illisible (JSON attendu : [1, 2]).',
  hostUnknown: 'Animateur introuvable',
  tooManyDates: "Trop de dates d'émission (100 au maximum).",
  audioAndDateRequired: 'Veuillez sélectionner un fichier audio et une date',
  audioDateNotInEmission: "Cette date ne fait pas partie des dates de l'émission",
  audioNotFound: 'Fichier audio introuvable',
  added: 'Émission ajoutée avec succès !',
  updated: 'Émission modifiée avec succès !',
  deleted: (title: string) => `"${title}" a été supprimée`,
  audioAdded: 'Audio ajouté avec succès !',
  audioDeleted: (title: string) => `"${title}" a été supprimé`,
  addFailed: "❌ Erreur lors de l'ajout de l'émission",
  updateFailed: "❌ Erreur lors de la modification de l'émission",
  deleteFailed: (title: string) => `❌ Erreur lors de la suppression de "${title}"`,
  audioUploadFailed: "❌ Erreur lors de l'upload de l'audio",
  audioDeleteFailed: (title: string) => `❌ Erreur lors de la suppression de "${title}"`,
  deleteConfirm: 'Êtes-vous sûr de vouloir supprimer cette émission ? Cette action est irréversible.',
  editConfirm: 'Êtes-vous sûr de vouloir enregistrer ces modifications ?',
} as const;

export const EMISSION_MAX_DATES = 100;

/** New dates default to 10:00–11:00. */
export const DEFAULT_BROADCAST_TIMES = { broadcast_time: '10:00', heure_fin: '11:00' } as const;

/**
 * How a recording is named to people: its emission's title and French date ('Afro Vibes du
 * 14 novembre 2026'), not the stored name's pattern title_YYYY-MM-DD that read like a file.
 */
export const recordingLabel = (title: string, day: string | null) => (day ? `${title} du ${formatFrenchDate(day)}` : title);
