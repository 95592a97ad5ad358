// The station's mails, French, each from renderMail. Links are absolute: built on the
// station's address (lib/site-origin.ts), never on the request's.
import { renderMail } from './mail-layout.ts';

export const testMail = (stationName: string) =>
  renderMail({
    stationName,
    subject: `Courriel de test — ${stationName}`,
    paragraphs: [`Ce courriel confirme que ${stationName} sait envoyer des courriels.`],
  });

export const passwordResetMail = (stationName: string, url: string) =>
  renderMail({
    stationName,
    subject: `Réinitialisation de votre mot de passe — ${stationName}`,
    greeting: 'Bonjour,',
    paragraphs: [
      `Vous avez demandé à changer le mot de passe de votre compte ${stationName}.`,
      'Ce lien est valable 1 heure et ne sert qu’une fois. Une fois le nouveau mot de passe enregistré, toutes vos autres sessions seront fermées.',
    ],
    action: { label: 'Choisir un nouveau mot de passe', url },
    footer: ['Si vous n’êtes pas à l’origine de cette demande, ignorez ce courriel : votre mot de passe reste le même.'],
  });

export const verifyEmailMail = (stationName: string, url: string, change: boolean) =>
  renderMail({
    stationName,
    subject: change ? `Confirmez votre nouvelle adresse — ${stationName}` : `Confirmez votre adresse email — ${stationName}`,
    greeting: 'Bonjour,',
    paragraphs: change
      ? [`Vous avez demandé à utiliser cette adresse pour votre compte ${stationName}.`, 'Votre ancienne adresse reste active tant que celle-ci n’est pas confirmée. Le lien est valable 7 jours.']
      : [`Bienvenue sur ${stationName} !`, 'Confirmez votre adresse pour pouvoir voter, commenter, envoyer des dédicaces et participer aux concours. Le lien est valable 7 jours.'],
    action: { label: 'Confirmer mon adresse', url },
    footer: ['Si vous n’avez pas créé de compte, ignorez ce courriel.'],
  });

export const newsletterConfirmMail = (stationName: string, url: string) =>
  renderMail({
    stationName,
    subject: `Confirmez votre abonnement à la newsletter — ${stationName}`,
    greeting: 'Bonjour,',
    paragraphs: [`Vous avez demandé à recevoir la newsletter de ${stationName}. Confirmez votre abonnement avec le bouton ci-dessous : sans confirmation, vous ne recevrez rien.`],
    action: { label: 'Confirmer mon abonnement', url },
    footer: ['Si vous n’avez rien demandé, ignorez ce courriel : votre adresse ne sera pas utilisée.'],
  });

/** A sign-up for an address already subscribed: the form answered as for any address, the mail says the truth
 * and carries the subscriber's own way out, as every letter does. */
export const newsletterAlreadyMail = (stationName: string, unsubscribeUrl: string) =>
  renderMail({
    stationName,
    subject: `Vous êtes déjà abonné(e) à la newsletter — ${stationName}`,
    greeting: 'Bonjour,',
    paragraphs: [
      `Une inscription à la newsletter de ${stationName} vient d’être demandée pour cette adresse : vous êtes déjà abonné(e), il n’y a rien à faire.`,
      'Chaque lettre contient un lien pour vous désabonner.',
    ],
    footer: ['Si vous n’avez rien demandé, ignorez ce courriel : votre abonnement reste tel qu’il est.', `Se désabonner : ${unsubscribeUrl}`],
  });

/** 'La lettre': the admin's introduction, then the default sections; every copy has its own unsubscribe link. */
export function letterMail(stationName: string, letter: { subject: string; intro: string; sections: string[] }, unsubscribeUrl: string, oneClickUrl: string) {
  const content = renderMail({
    stationName,
    subject: letter.subject,
    paragraphs: [...(letter.intro ? [letter.intro] : []), ...letter.sections],
    footer: [`Vous recevez cette lettre car vous vous êtes abonné(e) à la newsletter de ${stationName}.`, `Se désabonner : ${unsubscribeUrl}`],
  });
  return { ...content, headers: { 'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}
