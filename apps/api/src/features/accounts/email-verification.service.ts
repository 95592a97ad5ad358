// Confirmed addresses (docs/decisions/170-mail-and-data-rights.md). Registration mails a confirmation link; a
// new address typed in the profile is only a pending change: the link goes to the new address and
// the old one stays the account's until the link is followed. A link lasts 7 days and works once.
import { EMAIL_VERIFICATION_TTL_MS, mailMessages, messages } from '@station/shared';
import type { Context } from 'hono';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { requireUser, toStoredRole } from '../../lib/auth.ts';
import type { AppEnv } from '../../lib/context.ts';
import { HttpError } from '../../lib/errors.ts';
import { nowOf } from '../../lib/mail-links.ts';
import { linkOrigin } from '../../lib/site-origin.ts';
import { hitOrRefuse } from '../../lib/rate-limit.ts';
import { clientAddress } from '../../lib/request-info.ts';
import { verifyEmailMail } from '../mail/mail-templates.ts';
import { confirmAccountEmail, findAccountByEmail, findAccountEmail } from './account.repository.ts';
import type { AccountRole } from './account.table.ts';
import { createAccountToken, retireAccountTokens, useAccountToken } from './account-token.repository.ts';
import { withUniqueEmail } from './email-conflict.ts';

export const VERIFY_PATH = '/confirmer-email';

/** Mails a confirmation link for `email` (the account's address, or the new one it asked for). */
export async function sendVerificationLink(c: Context<AppEnv>, role: AccountRole, accountId: number, email: string, change: boolean) {
  const { db, mail, config } = c.var;
  const token = await createAccountToken(db, { purpose: 'email_verification', role, accountId, email, now: nowOf(c), ttlMs: EMAIL_VERIFICATION_TTL_MS });
  const url = `${linkOrigin(c)}${VERIFY_PATH}?token=${encodeURIComponent(token)}`;
  await mail.enqueue(db, change ? 'email_change' : 'email_verification', { to: email, ...verifyEmailMail(config.station.name, url, change) });
}

/**
 * A profile edit that changes the address: refused at once if another account has it (409), else
 * the link goes to the new address and the edit keeps the old one. Returns the pending address.
 */
export async function requestEmailChange(c: Context<AppEnv>, role: AccountRole, accountId: number, newEmail: string | undefined) {
  const current = await findAccountEmail(c.var.db, role, accountId);
  if (!current || newEmail === undefined || newEmail === current.email) return undefined;
  if (await findAccountByEmail(c.var.db, newEmail)) throw new HttpError(409, messages.emailTaken, 'email_taken');
  await sendVerificationLink(c, role, accountId, newEmail, true);
  return newEmail;
}

export async function verifyEmail(c: Context<AppEnv>, token: string): Promise<string> {
  const { db } = c.var;
  const now = nowOf(c);
  const used = await useAccountToken(db, 'email_verification', token, now);
  if (!used) throw new HttpError(400, mailMessages.verifyLinkInvalid, 'invalid_token');
  const current = await findAccountEmail(db, used.account_role, used.account_id);
  const change = current !== undefined && current.email !== used.email;
  await withUniqueEmail(confirmAccountEmail(db, used.account_role, used.account_id, now, change ? used.email : undefined));
  await retireAccountTokens(db, 'email_verification', used.account_role, used.account_id, now);
  return change ? mailMessages.emailChanged : mailMessages.emailVerified;
}

/** The newest address still waiting for its link (a profile change), if any. */
async function pendingAddress(db: Kysely<Database>, role: AccountRole, accountId: number, current: string, now: Date) {
  const row = await db
    .selectFrom('account_tokens')
    .select('email')
    .where('purpose', '=', 'email_verification')
    .where('account_role', '=', role)
    .where('account_id', '=', accountId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('email', '<>', current)
    .orderBy(sql`id`, 'desc')
    .executeTakeFirst();
  return row?.email;
}

/** 'Renvoyer le lien': a new link to the unconfirmed address, or to the pending new one. */
export async function resendVerification(c: Context<AppEnv>) {
  const account = requireUser(c);
  const role = toStoredRole(account.role);
  const { db, rateLimits } = c.var;
  const current = await findAccountEmail(db, role, account.id);
  if (!current) throw new HttpError(404, messages.accountNotFound, 'not_found');
  const pending = await pendingAddress(db, role, account.id, current.email, nowOf(c));
  const target = current.email_verified_at === null ? current.email : pending;
  if (!target) throw new HttpError(400, mailMessages.alreadyVerified, 'already_verified');
  await hitOrRefuse(db, rateLimits.verifyByAddress, clientAddress(c), mailMessages.verifyTooMany);
  await hitOrRefuse(db, rateLimits.verifyByAccount, `${role}:${account.id}`, mailMessages.verifyTooMany);
  await sendVerificationLink(c, role, account.id, target, target !== current.email);
}
