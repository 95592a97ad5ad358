// What a listener's comments and votes say on the public pages that show them: a module of their own,
// so those pages' first load carries these and not every message of messages.ts (a bundler keeps an
// object whole). messages.ts includes them.
export const engagementMessages = {
  // Contest votes: the spec's messages verbatim for the first three.
  voteAlreadyUsed: "Vous avez déjà utilisé votre vote gratuit aujourd'hui",
  voteFailed: 'Erreur lors du vote',
  talentsCannotVote: 'Les talents ne peuvent pas voter.',
  premiumVoteUnavailable: "Le vote premium (5 euros) n'est pas disponible pour le moment : le paiement en ligne n'est pas encore configuré. Votre vote gratuit reste possible chaque jour.",
  voteThanks: 'Merci pour votre vote !',
  // Comments and replies.
  commentsLoadFailed: 'Erreur lors du chargement des commentaires',
  commentSendFailed: "Erreur lors de l'envoi du commentaire",
  replySendFailed: "Erreur lors de l'envoi de la réponse",
  commentApproved: 'Commentaire approuvé!',
  commentDeleted: 'Commentaire supprimé!',
  commentSent: 'Commentaire envoyé! Il sera visible après modération.',
  replySent: 'Réponse envoyée! Elle sera visible après modération.',
  commentPending: 'En attente de modération',
  outboxQueued: 'Vous êtes hors ligne : ce sera envoyé au retour de la connexion.',
} as const;
