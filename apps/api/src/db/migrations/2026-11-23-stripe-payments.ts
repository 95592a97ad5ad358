// A Stripe refund names the PaymentIntent, not the Checkout Session, so the
// payment row keeps both; unique, so one PaymentIntent is one payment (and at most one vote).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table payments add column provider_payment_id text`.execute(db);
  await sql`create unique index payments_provider_payment_idx on payments (provider, provider_payment_id) where provider_payment_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists payments_provider_payment_idx`.execute(db);
  await sql`alter table payments drop column if exists provider_payment_id`.execute(db);
}
