// 'Suivre' texts. No zod here: the web app's first load imports this module (client.ts).
export const followMessages = {
  programmeInvalid: 'Programme invalide',
  programmeNotFound: 'Programme introuvable',
  subscriptionInvalid: 'Abonnement aux notifications invalide',
  followed: 'Programme suivi',
  unfollowed: 'Vous ne suivez plus ce programme',
  reminderOn: 'Rappel activé : une notification 10 minutes avant le début',
  reminderOff: 'Rappel désactivé',
  reminderRefused: 'Les notifications sont bloquées pour ce site : autorisez-les dans les réglages du navigateur.',
  reminderFailed: "Le rappel n'a pas pu être activé",
  followFailed: "Le suivi n'a pas pu être enregistré",
} as const;
