// Login throttling that slows an attacker without locking the owner out (decision 082):
// - per (email, address): a few free failures, then an exponential delay between attempts
//   (1 s, 2 s, 4 s, ... up to 15 min), answered 429 with Retry-After;
// - per email, from addresses where this account never signed in: LOGIN_LIMIT_PER_ACCOUNT
//   failures per window, then 429 (a distributed guess is stopped; the owner at home is not);
// - per address, any email: LOGIN_LIMIT_PER_ADDRESS failures per window (one address, many emails).
// A successful login resets the pair and the email's count and remembers the address as known.
import { messages, operationsMessages } from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../lib/errors.ts';
import { hashLimitKey, type RateLimits } from '../../lib/rate-limit.ts';

export const FREE_FAILURES_PER_PAIR = 5;
const MAX_DELAY_SECONDS = 15 * 60;
const KNOWN_ADDRESS_DAYS = 90;

const pairKey = (email: string, address: string) => `${email}\n${address}`;

/** Seconds to wait after `failures` failed attempts from one address on one account. */
export const delayAfter = (failures: number) =>
  failures < FREE_FAILURES_PER_PAIR ? 0 : Math.min(2 ** (failures - FREE_FAILURES_PER_PAIR), MAX_DELAY_SECONDS);

async function isKnownAddress(db: Kysely<Database>, email: string, address: string): Promise<boolean> {
  const row = await db
    .selectFrom('login_known_addresses')
    .select('key_hash')
    .where('key_hash', '=', hashLimitKey(pairKey(email, address)))
    .where('last_success_at', '>', new Date(Date.now() - KNOWN_ADDRESS_DAYS * 86_400_000))
    .executeTakeFirst();
  return row !== undefined;
}

/** Throws 429 when this attempt must not be checked at all. */
export async function refuseThrottledLogin(db: Kysely<Database>, limits: RateLimits, email: string, address: string) {
  const pair = await limits.loginByPair.state(db, pairKey(email, address));
  const wait = Math.ceil(delayAfter(pair.count) - pair.secondsSinceLastHit);
  if (wait > 0) throw new HttpError(429, operationsMessages.loginSlowDown, 'rate_limited', { 'Retry-After': String(wait) });
  if (await limits.loginByAddress.isBlocked(db, address)) throw new HttpError(429, messages.tooManyAttempts, 'rate_limited');
  if ((await limits.loginByAccount.isBlocked(db, email)) && !(await isKnownAddress(db, email, address))) {
    throw new HttpError(429, messages.tooManyAttempts, 'rate_limited');
  }
}

export async function recordFailedLogin(db: Kysely<Database>, limits: RateLimits, email: string, address: string) {
  await limits.loginByPair.hit(db, pairKey(email, address));
  await limits.loginByAddress.hit(db, address);
  if (!(await isKnownAddress(db, email, address))) await limits.loginByAccount.hit(db, email);
}

export async function recordSuccessfulLogin(db: Kysely<Database>, limits: RateLimits, email: string, address: string) {
  await limits.loginByPair.reset(db, pairKey(email, address));
  await limits.loginByAccount.reset(db, email);
  await db
    .insertInto('login_known_addresses')
    .values({ key_hash: hashLimitKey(pairKey(email, address)) })
    .onConflict((oc) => oc.column('key_hash').doUpdateSet({ last_success_at: new Date() }))
    .execute();
}
