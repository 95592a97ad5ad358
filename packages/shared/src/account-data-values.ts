// The listener's data rights: 'Mes données', and how long the
// station keeps what (the 'Confidentialité' page and the purge job read the same numbers).

/** Retention, in days unless said otherwise. */
export const RETENTION = {
  /** A session ends after 1 hour without activity; its row is deleted at the next purge. */
  sessionIdleHours: 1,
  /** Reset and confirmation links: deleted one day after they expired or were used. */
  linksDaysAfterUse: 1,
  /** Rate-limit windows (counters keyed by a hash of the address or email). */
  rateLimitDays: 2,
  /** Addresses an account signed in from (hashed): the login throttle's memory. */
  knownAddressesDays: 90,
  /** Mails in the queue (subject, recipient; the body is erased once sent over SMTP). */
  mailsDays: 30,
  /** Server logs (kept by the host: journald, Docker), never in the database. */
  serverLogsDays: 14,
} as const;

export const accountDataMessages = {
  accountDeleted: 'Votre compte a été supprimé. Vos votes restent comptés, sans votre nom.',
  deletionPasswordRequired: 'Saisissez votre mot de passe pour confirmer la suppression.',
  deletionPasswordWrong: 'Mot de passe incorrect : le compte n’a pas été supprimé.',
  staffCannotDelete: 'Les comptes de l’équipe sont supprimés par un administrateur.',
  exportFailed: 'Erreur lors de la préparation de vos données',
  deleteFailed: 'Erreur lors de la suppression du compte',
  pushNote: 'Les rappels push sont enregistrés par appareil, sans lien avec le compte : aucun n’est rattaché à votre compte.',
} as const;
