// Double opt-in with proof of consent. An address is subscribed only
// once its link is followed (confirmed_at); the form it came from (source), the consent text it was
// shown and the dates are kept; every mail carries an unsubscribe link (unsubscribe_token). Addresses
// stored before this migration never confirmed: they stay pending and are not mailed.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table newsletter_subscriptions
    add column consent_text text,
    add column confirm_token_hash text unique,
    add column confirm_requested_at timestamptz,
    add column confirmed_at timestamptz,
    add column unsubscribed_at timestamptz,
    add column unsubscribe_token text`.execute(db);
  await sql`update newsletter_subscriptions set unsubscribe_token = md5(random()::text || id::text) || md5(random()::text || clock_timestamp()::text)`.execute(db);
  // Rows written without one (imports, tests) still get an unguessable-enough token; the app writes 192 random bits.
  await sql`alter table newsletter_subscriptions alter column unsubscribe_token set default md5(random()::text || clock_timestamp()::text) || md5(random()::text)`.execute(db);
  await sql`alter table newsletter_subscriptions alter column unsubscribe_token set not null`.execute(db);
  await sql`create unique index newsletter_unsubscribe_token_idx on newsletter_subscriptions (unsubscribe_token)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists newsletter_unsubscribe_token_idx`.execute(db);
  await sql`alter table newsletter_subscriptions
    drop column consent_text, drop column confirm_token_hash, drop column confirm_requested_at,
    drop column confirmed_at, drop column unsubscribed_at, drop column unsubscribe_token`.execute(db);
}
