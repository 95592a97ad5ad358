// Double opt-in: a typed address gets a confirmation link and is
// subscribed only once it is followed; the form, the consent text and the dates are the proof.
// Limited per client and per address, since each request mails an address typed by anyone.
import { randomBytes } from 'node:crypto';
import { NEWSLETTER_CONSENT, messages, newsletterMessages } from '@station/shared';
import type { Context } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { HttpError } from '../../lib/errors.ts';
import { linkBase, nowOf } from '../../lib/mail-links.ts';
import { hitOrRefuse } from '../../lib/rate-limit.ts';
import { clientAddress } from '../../lib/request-info.ts';
import { hashToken } from '../../lib/sessions.ts';
import { newsletterConfirmMail } from '../mail/mail-templates.ts';
import { confirmSubscription, requestSubscription, unsubscribe } from './newsletter.repository.ts';

export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirmer';

export async function subscribe(c: Context<AppEnv>, email: string, source: string): Promise<{ status: 200 | 201; message: string }> {
  const { db, rateLimits, mail, config } = c.var;
  await hitOrRefuse(db, rateLimits.newsletterByAddress, clientAddress(c), newsletterMessages.tooMany);
  await hitOrRefuse(db, rateLimits.newsletterByAccount, email, newsletterMessages.tooMany);
  const token = randomBytes(32).toString('base64url');
  const result = await requestSubscription(db, {
    email,
    source,
    consentText: NEWSLETTER_CONSENT,
    confirmTokenHash: hashToken(token),
    unsubscribeToken: randomBytes(24).toString('base64url'),
    now: nowOf(c),
  });
  if (result === 'already') return { status: 200, message: messages.newsletterAlready };
  const url = `${linkBase(c)}${NEWSLETTER_CONFIRM_PATH}?token=${encodeURIComponent(token)}`;
  await mail.enqueue(db, 'newsletter_confirm', { to: email, ...newsletterConfirmMail(config.station.name, url) });
  return result === 'new' ? { status: 201, message: newsletterMessages.confirmSent } : { status: 200, message: newsletterMessages.pendingResent };
}

export async function confirm(c: Context<AppEnv>, token: string) {
  if (!(await confirmSubscription(c.var.db, hashToken(token), nowOf(c)))) throw new HttpError(400, newsletterMessages.confirmLinkInvalid, 'invalid_token');
}

export async function unsubscribeWith(c: Context<AppEnv>, token: string) {
  if (!(await unsubscribe(c.var.db, token, nowOf(c)))) throw new HttpError(400, newsletterMessages.unsubscribeLinkInvalid, 'invalid_token');
}
