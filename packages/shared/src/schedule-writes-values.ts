// Schedule texts and French weekday names. No zod here: the web app's first load imports this module (client.ts).
import { WEEKDAYS, type Weekday } from './dates.ts';

export const scheduleMessages = {
  timesRequired: 'Veuillez sélectionner les heures de début et fin',
  timeInvalid: "L'heure doit être au format HH:mm (ex : 09:30)",
  dateRequired: 'Veuillez sélectionner au moins une date',
  dateInvalid: 'Date invalide',
  weekdayInvalid: 'Jour de la semaine invalide (lundi à dimanche)',
  endAfterStart:
    "L'heure de fin doit être après l'heure de début. Pour un programme qui traverse minuit, créez deux créneaux (ex: 23:00-23:59 puis 01:00-03:00).",
  titleTooLong: 'Le titre ne doit pas dépasser 200 caractères',
  descriptionTooLong: 'La description ne doit pas dépasser 5000 caractères',
  typeInvalid: 'Type de programme invalide (music, talk ou mix)',
  emissionNotFound: 'Émission introuvable',
  presenterNotFound: 'Animateur introuvable',
  programmeNotFound: 'Programme introuvable',
  noEmissionFound: 'Aucune émission trouvée pour ce créneau horaire',
  noEmissionHint: 'Vous pouvez créer le programme sans émission associée',
  saveFailed: 'Erreur lors de la sauvegarde',
  saving: 'Sauvegarde...',
  deleteFailed: 'Erreur lors de la suppression du programme',
  loadFailed: 'Erreur lors du chargement du programme',
  deleted: 'Supprimé !',
  deletedText: 'Le programme a été supprimé avec succès.',
  deleting: 'Suppression...',
  offline: 'Vous êtes hors ligne : la programmation ne peut être modifiée qu’en ligne.',
  /** The spec's 'Failed to save N programme(s)', in French. */
  partialFailure: (failed: number, total: number) =>
    failed === total
      ? `Échec de l'enregistrement de ${failed > 1 ? `${failed} programmes` : 'du programme'}`
      : `Échec de l'enregistrement de ${failed} programme${failed > 1 ? 's' : ''} sur ${total}`,
} as const;

/** `jour_semaine` is a French weekday in lowercase. */
export const FRENCH_WEEKDAYS: Record<Weekday, string> = {
  Monday: 'lundi',
  Tuesday: 'mardi',
  Wednesday: 'mercredi',
  Thursday: 'jeudi',
  Friday: 'vendredi',
  Saturday: 'samedi',
  Sunday: 'dimanche',
};

export const weekdayOfJour = (jour: string): Weekday | undefined => WEEKDAYS.find((day) => FRENCH_WEEKDAYS[day] === jour);
