// The newsletter's consent, apart from newsletter-values.ts: the footer of every page shows it, and
// that page's first load needs none of the newsletter's other texts.

/** The consent the footer and 'join' forms show, kept word for word with each subscription (proof of consent). */
export const NEWSLETTER_CONSENT =
  'J’accepte de recevoir la newsletter de la station par courriel, environ une fois par semaine. Je peux me désabonner à tout moment par le lien présent dans chaque courriel.';
