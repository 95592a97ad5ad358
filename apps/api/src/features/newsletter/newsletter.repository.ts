import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** A subscription request: pending until its link is followed; confirmed ones are left as they are. */
export async function requestSubscription(
  db: Kysely<Database>,
  input: { email: string; source: string; consentText: string; confirmTokenHash: string; unsubscribeToken: string; now: Date },
): Promise<{ state: 'new' | 'pending' } | { state: 'already'; unsubscribeToken: string }> {
  const existing = await db
    .selectFrom('newsletter_subscriptions')
    .select(['id', 'confirmed_at', 'unsubscribed_at', 'unsubscribe_token'])
    .where('email', '=', input.email)
    .executeTakeFirst();
  if (existing?.confirmed_at && !existing.unsubscribed_at) return { state: 'already', unsubscribeToken: existing.unsubscribe_token };
  const values = { source: input.source, consent_text: input.consentText, confirm_token_hash: input.confirmTokenHash, confirm_requested_at: input.now };
  if (existing) {
    await db.updateTable('newsletter_subscriptions').set(values).where('id', '=', existing.id).execute();
    return { state: 'pending' };
  }
  await db.insertInto('newsletter_subscriptions').values({ email: input.email, unsubscribe_token: input.unsubscribeToken, ...values }).execute();
  return { state: 'new' };
}

export async function confirmSubscription(db: Kysely<Database>, tokenHash: string, now: Date) {
  const row = await db
    .updateTable('newsletter_subscriptions')
    .set({ confirmed_at: now, unsubscribed_at: null, confirm_token_hash: null })
    .where('confirm_token_hash', '=', tokenHash)
    .returning('email')
    .executeTakeFirst();
  return row !== undefined;
}

export async function unsubscribe(db: Kysely<Database>, token: string, now: Date) {
  const row = await db
    .updateTable('newsletter_subscriptions')
    .set({ unsubscribed_at: sql<Date>`coalesce(unsubscribed_at, ${now})` })
    .where('unsubscribe_token', '=', token)
    .returning('email')
    .executeTakeFirst();
  return row !== undefined;
}

/** Confirmed and still subscribed: who gets 'La lettre', and the CSV export. */
export function listSubscriptions(db: Kysely<Database>) {
  return db
    .selectFrom('newsletter_subscriptions')
    .select(['email', 'source', 'created_at', 'confirmed_at', 'consent_text', 'unsubscribe_token'])
    .where('confirmed_at', 'is not', null)
    .where('unsubscribed_at', 'is', null)
    .orderBy('id')
    .execute();
}
