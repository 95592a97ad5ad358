// French answers of the operational guards: the database away, request limits, text
// that no database column can hold, keyed writes without an owner.
export const operationsMessages = {
  serviceStarting: 'Le service démarre. Réessayez dans quelques secondes.',
  metricsRefused: 'Accès aux métriques refusé : jeton manquant ou invalide.',
  serviceStopping: 'Le service s’arrête. Réessayez dans quelques secondes.',
  databaseUnavailable: 'Base de données indisponible. Réessayez dans quelques secondes.',
  bodyTooLarge: 'Requête trop volumineuse.',
  urlTooLong: 'Adresse trop longue.',
  invalidText: 'Le texte contient des caractères non valides (caractère nul ou codage incorrect).',
  idempotencyKeyNeedsOwner:
    "Une clé d'idempotence (Idempotency-Key) doit accompagner une session ou une clé de visiteur (X-Visitor-Key).",
  loginSlowDown: 'Trop de tentatives pour ce compte depuis cette adresse. Patientez quelques instants avant de réessayer.',
} as const;
