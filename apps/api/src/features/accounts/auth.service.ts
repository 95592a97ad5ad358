import { randomBytes } from 'node:crypto';
import { type Login, messages } from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { RateLimits } from '../../lib/rate-limit.ts';
import { findAccountByEmail, findPasswordHash } from './account.repository.ts';
import type { AccountRole } from './account.table.ts';
import { recordFailedLogin, recordSuccessfulLogin, refuseThrottledLogin } from './login-throttle.ts';

// An unknown email still costs one argon2 verification, so timing does not tell accounts apart.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(randomBytes(16).toString('hex')));

/**
 * The account's own role decides. Throttled by login-throttle.ts. The talent
 * checkbox picks the message of *every* failure (decision 082): the spec's 'Aucun talent trouvé'
 * for an unknown email and for a wrong password alike, so the answer never tells whether an email
 * has an account.
 */
export async function authenticate(
  db: Kysely<Database>,
  limits: RateLimits,
  input: Login,
  address: string,
): Promise<{ role: AccountRole; account_id: number }> {
  await refuseThrottledLogin(db, limits, input.email, address);
  const found = await findAccountByEmail(db, input.email);
  const hash = found ? await findPasswordHash(db, found.role, found.account_id) : undefined;
  const valid = await verifyPassword(hash ?? (await decoy()), input.password);
  if (!found || !hash || !valid) {
    await recordFailedLogin(db, limits, input.email, address);
    const message = input.talent ? messages.talentNotFoundForLogin : messages.loginFailed;
    throw new HttpError(401, message, 'login_failed');
  }
  await recordSuccessfulLogin(db, limits, input.email, address);
  return found;
}
