// Rate limits for login and registration and for the public listener figures
//, counted in Postgres (table rate_limit_counters) so every API process behind a
// load balancer enforces one limit (docs/decisions/082-shared-limits-and-login-throttling.md). Each counter is a fixed
// window that opens at its first hit; one atomic upsert counts a hit, so concurrent requests on
// several processes never both slip under the limit. Every call takes the request's `db`: inside
// an idempotent write that is its transaction (PGlite has a single connection).
import { createHash } from 'node:crypto';
import { messages } from '@station/shared';
import { type Kysely, sql } from 'kysely';
import type { RateLimitConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { HttpError } from './errors.ts';

export const hashLimitKey = (key: string) => createHash('sha256').update(key).digest('hex');

export interface CounterState {
  /** Hits inside the current window. */
  count: number;
  /** Seconds since the last hit (Infinity when none). */
  secondsSinceLastHit: number;
  /** Seconds until the window closes (0 when no window is open). */
  secondsLeft: number;
}

export class RateLimiter {
  constructor(
    readonly bucket: string,
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  async state(db: Kysely<Database>, key: string): Promise<CounterState> {
    const row = await db
      .selectFrom('rate_limit_counters')
      .select([
        'count',
        sql<number>`extract(epoch from (now() - last_hit_at))`.as('since_last'),
        sql<number>`extract(epoch from (window_start + ${this.interval()} - now()))`.as('left'),
      ])
      .where('bucket', '=', this.bucket)
      .where('key_hash', '=', hashLimitKey(key))
      .executeTakeFirst();
    if (!row || Number(row.left) <= 0) return { count: 0, secondsSinceLastHit: row ? Number(row.since_last) : Infinity, secondsLeft: 0 };
    return { count: row.count, secondsSinceLastHit: Number(row.since_last), secondsLeft: Number(row.left) };
  }

  async isBlocked(db: Kysely<Database>, key: string): Promise<boolean> {
    return (await this.state(db, key)).count >= this.limit;
  }

  /** Counts one hit and returns the window's count, this hit included. */
  async hit(db: Kysely<Database>, key: string): Promise<number> {
    const expired = sql<boolean>`rate_limit_counters.window_start <= now() - ${this.interval()}`;
    const row = await db
      .insertInto('rate_limit_counters')
      .values({ bucket: this.bucket, key_hash: hashLimitKey(key), count: 1, window_start: sql`now()`, last_hit_at: sql`now()` })
      .onConflict((oc) =>
        oc.columns(['bucket', 'key_hash']).doUpdateSet({
          count: sql`case when ${expired} then 1 else rate_limit_counters.count + 1 end`,
          window_start: sql`case when ${expired} then now() else rate_limit_counters.window_start end`,
          last_hit_at: sql`now()`,
        }),
      )
      .returning('count')
      .executeTakeFirstOrThrow();
    pruneNowAndThen(db);
    return row.count;
  }

  async reset(db: Kysely<Database>, key: string): Promise<void> {
    await db.deleteFrom('rate_limit_counters').where('bucket', '=', this.bucket).where('key_hash', '=', hashLimitKey(key)).execute();
  }

  private interval() {
    return sql`make_interval(secs => ${this.windowMs / 1000})`;
  }
}

export interface RateLimits {
  /** Failed logins per email, from addresses where the account never signed in (auth.service.ts). */
  loginByAccount: RateLimiter;
  loginByAddress: RateLimiter;
  /** Failed logins per (email, address): the exponential delay (login-throttle.ts). */
  loginByPair: RateLimiter;
  registerByAccount: RateLimiter;
  registerByAddress: RateLimiter;
  newListenersByAddress: RateLimiter;
  mixListenReportsByAddress: RateLimiter;
  remindersByAddress: RateLimiter;
  searchesByAddress: RateLimiter;
  /** 'Mot de passe oublié ?' per email and per client address. */
  resetByAccount: RateLimiter;
  resetByAddress: RateLimiter;
  /** 'Renvoyer le lien' (address confirmation) per account and per client address. */
  verifyByAccount: RateLimiter;
  verifyByAddress: RateLimiter;
  /** Wrong passwords on 'Supprimer mon compte' per account: a borrowed session cannot guess the password. */
  deleteByAccount: RateLimiter;
  /** Newsletter sign-ups per client: a French 429, the same for every typed address. */
  newsletterByAddress: RateLimiter;
  /** Newsletter mails (a link, or 'déjà abonné(e)') per typed address and per day: past it, none is sent. */
  newsletterMailsByRecipient: RateLimiter;
}

export function createRateLimits(config: RateLimitConfig): RateLimits {
  const limiter = (bucket: string, limit: number) => new RateLimiter(bucket, limit, config.windowMs);
  return {
    loginByAccount: limiter('login:account', config.loginPerAccount),
    loginByAddress: limiter('login:address', config.loginPerAddress),
    // Never 'full': the delay grows with the count instead (login-throttle.ts); a day's memory.
    loginByPair: new RateLimiter('login:pair', Number.MAX_SAFE_INTEGER, 24 * 3_600_000),
    registerByAccount: limiter('register:account', config.registerPerAccount),
    registerByAddress: limiter('register:address', config.registerPerAddress),
    newListenersByAddress: limiter('listeners:address', config.newListenersPerAddress),
    mixListenReportsByAddress: limiter('mix-listens:address', config.mixListenReportsPerAddress),
    remindersByAddress: limiter('reminders:address', config.remindersPerAddress),
    searchesByAddress: limiter('searches:address', config.searchesPerAddress),
    resetByAccount: limiter('reset:account', config.mailLinksPerAccount),
    resetByAddress: limiter('reset:address', config.mailLinksPerAddress),
    verifyByAccount: limiter('verify:account', config.mailLinksPerAccount),
    verifyByAddress: limiter('verify:address', config.mailLinksPerAddress),
    deleteByAccount: limiter('delete:account', config.loginPerAccount),
    newsletterByAddress: limiter('newsletter:address', config.mailLinksPerAddress),
    // A day, not the window: nobody needs more confirmation mails than that, and a subscriber must not
    // get one every few minutes from whoever types their address.
    newsletterMailsByRecipient: new RateLimiter('newsletter-mails:recipient', config.mailLinksPerAccount, 24 * 3_600_000),
  };
}

/** 429 with the French message when any of the given counters is full. */
export async function refuseIfBlocked(db: Kysely<Database>, ...checks: Array<[RateLimiter, string]>): Promise<void> {
  for (const [limiter, key] of checks) {
    if (await limiter.isBlocked(db, key)) throw new HttpError(429, messages.tooManyAttempts, 'rate_limited');
  }
}

/** Counts one more hit of `key`, or answers 429 when its window was already full. */
export async function hitOrRefuse(db: Kysely<Database>, limiter: RateLimiter, key: string, message: string = messages.tooManyRequests) {
  if ((await limiter.hit(db, key)) > limiter.limit) throw new HttpError(429, message, 'rate_limited');
}

// Windows closed for a day are forgotten, at most once an hour per process.
let lastPrune = 0;
function pruneNowAndThen(db: Kysely<Database>) {
  if (Date.now() - lastPrune < 3_600_000 || db.isTransaction) return;
  lastPrune = Date.now();
  db.deleteFrom('rate_limit_counters')
    .where('window_start', '<', sql<Date>`now() - interval '2 days'`)
    .execute()
    .catch(() => {});
}
