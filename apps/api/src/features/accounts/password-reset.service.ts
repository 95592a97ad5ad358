// 'Mot de passe oublié ?', for every role. The request answers the
// same bytes whether or not the address has an account, and as fast: after the rate limits (the
// same for every address), the account is looked up and the mail prepared only once the answer
// has gone (MailQueue.defer). The link holds 256 random bits, lasts 1 hour, works once; using it
// sets the password and ends every other session of the account.
import { PASSWORD_RESET_TTL_MS, mailMessages } from '@station/shared';
import type { Context } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { HttpError } from '../../lib/errors.ts';
import { nowOf } from '../../lib/mail-links.ts';
import { linkOrigin } from '../../lib/site-origin.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { hitOrRefuse } from '../../lib/rate-limit.ts';
import { clientAddress } from '../../lib/request-info.ts';
import { deleteAccountSessions } from '../../lib/sessions.ts';
import { passwordResetMail } from '../mail/mail-templates.ts';
import { confirmAccountEmail, findAccountByEmail, findAccountEmail, updatePasswordHash } from './account.repository.ts';
import { createAccountToken, retireAccountTokens, useAccountToken } from './account-token.repository.ts';

export const RESET_PATH = '/reinitialiser-mot-de-passe';

export async function requestPasswordReset(c: Context<AppEnv>, email: string): Promise<void> {
  const { db, rateLimits, mail, config } = c.var;
  await hitOrRefuse(db, rateLimits.resetByAddress, clientAddress(c), mailMessages.resetTooMany);
  await hitOrRefuse(db, rateLimits.resetByAccount, email, mailMessages.resetTooMany);
  const base = linkOrigin(c);
  const now = nowOf(c);
  mail.defer(async (root) => {
    const account = await findAccountByEmail(root, email);
    if (!account) return;
    const token = await createAccountToken(root, { purpose: 'password_reset', role: account.role, accountId: account.account_id, email, now, ttlMs: PASSWORD_RESET_TTL_MS });
    const url = `${base}${RESET_PATH}?token=${encodeURIComponent(token)}`;
    await mail.enqueue(root, 'password_reset', { to: email, ...passwordResetMail(config.station.name, url) });
  });
}

export async function resetPassword(c: Context<AppEnv>, input: { token: string; password: string }): Promise<void> {
  const { db } = c.var;
  const now = nowOf(c);
  const used = await useAccountToken(db, 'password_reset', input.token, now);
  if (!used) throw new HttpError(400, mailMessages.resetLinkInvalid, 'invalid_token');
  await updatePasswordHash(db, used.account_role, used.account_id, await hashPassword(input.password));
  // The other links sent for this account stop working; every session ends but this browser's own.
  await retireAccountTokens(db, 'password_reset', used.account_role, used.account_id, now);
  const own = c.var.session;
  const keep = own && own.account_role === used.account_role && own.account_id === used.account_id ? own.id : undefined;
  await deleteAccountSessions(db, used.account_role, used.account_id, keep);
  // The address answered its mail: it is confirmed, and its failed logins are forgiven.
  const current = await findAccountEmail(db, used.account_role, used.account_id);
  if (current?.email === used.email && !current.email_verified_at) await confirmAccountEmail(db, used.account_role, used.account_id, now);
  await c.var.rateLimits.loginByAccount.reset(db, used.email);
}

