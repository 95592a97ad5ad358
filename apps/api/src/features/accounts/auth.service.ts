import { randomBytes } from 'node:crypto';
import { type Login, messages } from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { type RateLimits, refuseIfBlocked } from '../../lib/rate-limit.ts';
import { findAccountByEmail, findPasswordHash } from './account.repository.ts';
import type { AccountRole } from './account.table.ts';

// An unknown email still costs one argon2 verification, so timing does not tell accounts apart.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(randomBytes(16).toString('hex')));

/**
 * DECISIONS.md 1–2, 5: the account's own role decides; the talent checkbox only picks the message
 * when no account has this email. Failures count per email and per address; a success clears the
 * email's count ('ten wrong logins in a row').
 */
export async function authenticate(
  db: Kysely<Database>,
  limits: RateLimits,
  input: Login,
  address: string,
): Promise<{ role: AccountRole; account_id: number }> {
  refuseIfBlocked([limits.loginByAccount, input.email], [limits.loginByAddress, address]);
  const found = await findAccountByEmail(db, input.email);
  const hash = found ? await findPasswordHash(db, found.role, found.account_id) : undefined;
  const valid = await verifyPassword(hash ?? (await decoy()), input.password);
  if (!found || !hash || !valid) {
    limits.loginByAccount.hit(input.email);
    limits.loginByAddress.hit(address);
    const message = !found && input.talent ? messages.talentNotFoundForLogin : messages.loginFailed;
    throw new HttpError(401, message, 'login_failed');
  }
  limits.loginByAccount.reset(input.email);
  return found;
}
