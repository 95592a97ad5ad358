// E-mail: the mails kept for admins ('Courriels envoyés'), password reset and address
// confirmation. No zod here: the browser's first load may import it.

import { EMAIL_NOT_VERIFIED, VERIFY_TOO_MANY } from './email-confirmation-texts.ts';

/** One mail of the queue as admins see it on 'Courriels envoyés'. */
export interface SentMail {
  id: number;
  kind: string;
  to: string;
  subject: string;
  /** The plain-text body: only while kept (the demo without SMTP); erased once sent over SMTP. */
  text: string | null;
  status: 'pending' | 'sending' | 'sent' | 'kept' | 'failed';
  attempts: number;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface SentMailList {
  /** 'kept': no SMTP configured, the mails stay here; 'smtp': they leave through SMTP_URL. */
  transport: 'smtp' | 'kept';
  mails: SentMail[];
}

/** A reset link lasts 1 hour; an address-confirmation link 7 days. */
export const PASSWORD_RESET_TTL_MS = 60 * 60_000;
export const EMAIL_VERIFICATION_TTL_MS = 7 * 24 * 60 * 60_000;

// The two texts the 'address to confirm' banner needs live in a module of their own: the banner is
// in every page's first load, and a bundler keeps a module whole in the chunk of its first user.
export { EMAIL_NOT_VERIFIED, VERIFY_TOO_MANY } from './email-confirmation-texts.ts';

export const mailMessages = {
  // The same words whether or not an account exists (no account enumeration).
  resetRequested:
    'Si un compte existe avec cette adresse, un courriel vient de lui être envoyé avec un lien pour choisir un nouveau mot de passe. Le lien est valable 1 heure.',
  resetLinkInvalid: 'Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau depuis « Mot de passe oublié ? ».',
  passwordReset: 'Votre mot de passe a été modifié. Vous pouvez vous connecter avec le nouveau mot de passe.',
  resetTooMany: 'Trop de demandes de réinitialisation. Veuillez patienter quelques minutes avant de réessayer.',
  tokenMissing: 'Lien incomplet : le jeton est absent.',
  emailVerified: 'Merci ! Votre adresse email est confirmée.',
  emailChanged: 'Votre nouvelle adresse email est confirmée et remplace l’ancienne.',
  verifyLinkInvalid: 'Ce lien de confirmation est invalide ou a expiré. Demandez-en un nouveau avec « Renvoyer le lien ».',
  emailNotVerified: EMAIL_NOT_VERIFIED,
  verificationSent: 'Un nouveau lien de confirmation vient de vous être envoyé.',
  alreadyVerified: 'Votre adresse email est déjà confirmée.',
  verifyTooMany: VERIFY_TOO_MANY,
  emailChangePending: 'Un lien de confirmation a été envoyé à votre nouvelle adresse. L’ancienne reste active jusqu’à sa confirmation.',
  mailsLoadFailed: 'Erreur lors du chargement des courriels',
} as const;
