// Double opt-in: a typed address gets a confirmation link and is
// subscribed only once it is followed; the form, the consent text and the dates are the proof.
// The answer never tells an address's state (new, waiting for its link, already subscribed): after
// the per-client limit (the same for every address), the answer goes; the address is looked up and
// its mail prepared afterwards (MailQueue.defer), so the answer's bytes and timing are the same for
// all. The mail tells the truth (a link to follow, or 'déjà abonné(e)'), and one address gets at
// most MAIL_LINKS_LIMIT_PER_ACCOUNT of them a day: nobody can flood a subscriber through the form.
import { randomBytes } from 'node:crypto';
import { NEWSLETTER_CONSENT, newsletterMessages } from '@station/shared';
import type { Context } from 'hono';
import { logger } from '../../lib/logger.ts';
import type { AppEnv } from '../../lib/context.ts';
import { HttpError } from '../../lib/errors.ts';
import { nowOf } from '../../lib/mail-links.ts';
import { hitOrRefuse } from '../../lib/rate-limit.ts';
import { clientAddress } from '../../lib/request-info.ts';
import { hashToken } from '../../lib/sessions.ts';
import { linkOrigin } from '../../lib/site-origin.ts';
import { newsletterAlreadyMail, newsletterConfirmMail } from '../mail/mail-templates.ts';
import { confirmSubscription, requestSubscription, unsubscribe } from './newsletter.repository.ts';

export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirmer';

export async function subscribe(c: Context<AppEnv>, email: string, source: string): Promise<{ message: string }> {
  const { db, rateLimits, mail, config } = c.var;
  await hitOrRefuse(db, rateLimits.newsletterByAddress, clientAddress(c), newsletterMessages.tooMany);
  const base = linkOrigin(c);
  const now = nowOf(c);
  mail.defer(async (root) => {
    // Past the day's mails to this address, the request changes nothing: not even a pending row's link.
    if ((await rateLimits.newsletterMailsByRecipient.hit(root, email)) > rateLimits.newsletterMailsByRecipient.limit) {
      logger.info('Newsletter : courriels du jour déjà envoyés à cette adresse, inscription ignorée');
      return;
    }
    const token = randomBytes(32).toString('base64url');
    const request = await requestSubscription(root, {
      email,
      source,
      consentText: NEWSLETTER_CONSENT,
      confirmTokenHash: hashToken(token),
      unsubscribeToken: randomBytes(24).toString('base64url'),
      now,
    });
    if (request.state === 'already') {
      const unsubscribeUrl = `${base}/newsletter/desabonnement?token=${encodeURIComponent(request.unsubscribeToken)}`;
      await mail.enqueue(root, 'newsletter_already', { to: email, ...newsletterAlreadyMail(config.station.name, unsubscribeUrl) });
      return;
    }
    const url = `${base}${NEWSLETTER_CONFIRM_PATH}?token=${encodeURIComponent(token)}`;
    await mail.enqueue(root, 'newsletter_confirm', { to: email, ...newsletterConfirmMail(config.station.name, url) });
  });
  return { message: newsletterMessages.signUpAnswered };
}

export async function confirm(c: Context<AppEnv>, token: string) {
  if (!(await confirmSubscription(c.var.db, hashToken(token), nowOf(c)))) throw new HttpError(400, newsletterMessages.confirmLinkInvalid, 'invalid_token');
}

export async function unsubscribeWith(c: Context<AppEnv>, token: string) {
  if (!(await unsubscribe(c.var.db, token, nowOf(c)))) throw new HttpError(400, newsletterMessages.unsubscribeLinkInvalid, 'invalid_token');
}
