// The newsletter's double opt-in and 'La lettre'. No zod: the browser imports it (the consent the
// footer shows on every page is in newsletter-consent.ts).

export const newsletterMessages = {
  /** The one answer to a sign-up, whatever the address's state: the mail says which case it is. */
  signUpAnswered: 'Merci ! Un courriel part vers cette adresse : suivez son lien pour confirmer votre abonnement, si ce n’est pas déjà fait.',
  confirmed: 'Votre abonnement à la newsletter est confirmé. Merci !',
  confirmLinkInvalid: 'Ce lien de confirmation est invalide ou a déjà servi. Abonnez-vous à nouveau depuis le bas de page.',
  unsubscribed: 'Vous êtes désabonné(e) de la newsletter : vous ne recevrez plus nos courriels.',
  unsubscribeLinkInvalid: 'Ce lien de désabonnement est invalide.',
  tooMany: 'Trop de demandes d’abonnement. Veuillez patienter quelques minutes avant de réessayer.',
  letterSubjectRequired: 'Indiquez l’objet de la lettre.',
  letterTooLong: 'Le texte de la lettre est trop long.',
  letterTestSent: 'La lettre de test vous a été envoyée.',
  letterLoadFailed: 'Erreur lors de la préparation de la lettre',
  letterSendFailed: 'Erreur lors de l’envoi de la lettre',
} as const;

export const letterQueued = (count: number) => `La lettre part vers ${count} abonné${count > 1 ? 's' : ''} confirmé${count > 1 ? 's' : ''}.`;

/** The admin's 'La lettre' preview: the mail as subscribers will get it (their own unsubscribe link aside). */
export interface LetterPreview {
  subject: string;
  text: string;
  html: string;
  /** Confirmed subscribers who would receive it. */
  subscribers: number;
}
