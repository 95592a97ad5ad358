import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** Inserts the address; returns false when it was already subscribed (unique email). */
export async function insertSubscription(db: Kysely<Database>, email: string, source: string) {
  const row = await db
    .insertInto('newsletter_subscriptions')
    .values({ email, source })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export function listSubscriptions(db: Kysely<Database>) {
  return db.selectFrom('newsletter_subscriptions').select(['email', 'source', 'created_at']).orderBy('id').execute();
}
