// The 'address to confirm' banner's texts (every page's first load), apart from mail-values.ts.
export const EMAIL_NOT_VERIFIED =
  'Confirmez d’abord votre adresse email : cliquez sur le lien que nous vous avons envoyé, ou demandez « Renvoyer le lien ».';
export const VERIFY_TOO_MANY = 'Trop de liens demandés. Veuillez patienter quelques minutes avant de réessayer.';
