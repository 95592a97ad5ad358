import type { Account } from '@station/shared';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { MailQueue } from '../features/mail/mail-queue.ts';
import type { RateLimits } from './rate-limit.ts';
import type { Readiness } from './readiness.ts';
import type { ReadCache } from './read-cache.ts';
import type { StoredSession } from './stored-session.ts';
import type { Storage } from './storage.ts';

/** What every handler finds on `c.var`. */
export interface AppEnv {
  Variables: {
    db: Kysely<Database>;
    config: AppConfig;
    /** Uploaded and demo files (lib/storage.ts). */
    storage: Storage;
    /** Login and registration counters (lib/rate-limit.ts), kept in Postgres. */
    rateLimits: RateLimits;
    /** The mail queue (features/mail): requests add mails, a sender outside the request sends them. */
    mail: MailQueue;
    /** Started / ready / draining (lib/readiness.ts): the health checks read it. */
    readiness: Readiness;
    /** The signed-in account, or null for a visitor (set by lib/auth.ts on every /api request). */
    account: Account | null;
    /** The live session behind `account`. */
    session: StoredSession | null;
    /** The request carried a session cookie that had expired: guards and /auth/me say so. */
    sessionExpired: boolean;
    /** Public reads kept in the process (lib/cache.ts); absent when READ_CACHE=false and in API tests. */
    readCache: ReadCache | undefined;
    /** This request's id (lib/request-observer.ts), in its log lines and its X-Request-Id. */
    requestId: string;
    /** The time (injectable, so a test can drive a simulated day of audience). */
    clock: () => Date;
    /** Topics this request changed (lib/cache.ts `invalidate`), cleared once it succeeded. */
    invalidatedTopics: Set<string> | undefined;
  };
}
