// The schedule the 'Confidentialité' page announces, applied: every process runs it
// now and then; each statement deletes what is past its time, so running it twice changes nothing.
import { logger } from '../../lib/logger.ts';
import { RETENTION } from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { startHourlyJob } from '../../lib/hourly-job.ts';

const DAY = 86_400_000;
const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

export async function purgeExpiredData(db: Kysely<Database>, now = new Date()) {
  const sessions = await db.deleteFrom('sessions').where('expires_at', '<', now).executeTakeFirst();
  const linkLimit = ago(now, RETENTION.linksDaysAfterUse * DAY);
  const links = await db
    .deleteFrom('account_tokens')
    .where((eb) => eb.or([eb('expires_at', '<', linkLimit), eb('used_at', '<', linkLimit)]))
    .executeTakeFirst();
  const windows = await db.deleteFrom('rate_limit_counters').where('window_start', '<', ago(now, RETENTION.rateLimitDays * DAY)).executeTakeFirst();
  const places = await db.deleteFrom('login_known_addresses').where('last_success_at', '<', ago(now, RETENTION.knownAddressesDays * DAY)).executeTakeFirst();
  const mails = await db
    .deleteFrom('mail_outbox')
    .where('created_at', '<', ago(now, RETENTION.mailsDays * DAY))
    .where('status', 'in', ['sent', 'kept', 'failed'])
    .executeTakeFirst();
  const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);
  return { sessions: count(sessions), links: count(links), rateLimits: count(windows), knownAddresses: count(places), mails: count(mails) };
}

/** Hourly in every process (server.ts); the first run a minute after start. */
export function startRetentionJob(db: Kysely<Database>): () => void {
  return startHourlyJob(() => void purgeExpiredData(db).catch((error) => logger.error({ reason: (error as Error).message }, 'Purge des données anciennes interrompue')));
}
