// The messages the app's shell may show on any page (a request that failed, an expired session, the
// outbox sent): a module of their own, so the browser's first load carries these few and not every
// message of messages.ts (a bundler keeps an object whole). messages.ts includes them.
export const shellMessages = {
  generic: 'Une erreur est survenue',
  serverConnection: 'Erreur lors de la connexion au serveur',
  sessionExpired: "Votre session a expiré après une heure d'inactivité. Veuillez vous reconnecter.",
  loggedOut: 'Vous êtes déconnecté.',
  outboxSent: 'Les envois en attente sont partis.',
} as const;
