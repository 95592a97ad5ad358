// Passes to the harbor. A pass is 256 random bits; only its SHA-256 is stored. Using one is one
// atomic UPDATE (unused and unexpired at `now`), so a pass opens the harbor exactly once, even
// when two connections offer it at the same moment.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { hashToken } from '../../lib/sessions.ts';
import type { AccountRole } from '../accounts/account.table.ts';

export async function createStudioPass(db: Kysely<Database>, input: { role: AccountRole; accountId: number; now: Date; ttlMs: number }): Promise<{ pass: string; expiresAt: Date }> {
  const pass = randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + input.ttlMs);
  await db
    .insertInto('studio_passes')
    .values({ pass_hash: hashToken(pass), account_role: input.role, account_id: input.accountId, created_at: input.now, expires_at: expiresAt })
    .execute();
  return { pass, expiresAt };
}

/** Marks the pass used (from `address`) and returns its account, or undefined if unknown, used or expired. */
export function useStudioPass(db: Kysely<Database>, pass: string, now: Date, address: string | null) {
  return db
    .updateTable('studio_passes')
    .set({ used_at: now, used_from: address })
    .where('pass_hash', '=', hashToken(pass))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['account_role', 'account_id'])
    .executeTakeFirst();
}

export async function recordStudioSilence(db: Kysely<Database>, at: Date): Promise<void> {
  await db.insertInto('studio_silences').values({ at }).execute();
}

/** The last silence cut since `since`, or null. */
export async function lastStudioSilence(db: Kysely<Database>, since: Date): Promise<Date | null> {
  const row = await db.selectFrom('studio_silences').select('at').where('at', '>=', since).orderBy('at', 'desc').limit(1).executeTakeFirst();
  return row?.at ?? null;
}

/** Liquidsoap says who holds the harbor: a page (the account of the pass used last) or the encoder; null: nobody. */
export async function setStudioHolder(db: Kysely<Database>, holder: { source: 'app' | 'encoder'; account_role: AccountRole | null; account_id: number | null } | null, at: Date) {
  if (!holder) {
    await db.deleteFrom('studio_holder').execute();
    return;
  }
  await db
    .insertInto('studio_holder')
    .values({ id: 1, ...holder, since: at })
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ ...holder, since: at }))
    .execute();
}

/** The pass used last since `since`: the page that just went on air. */
export function lastUsedPass(db: Kysely<Database>, since: Date) {
  return db.selectFrom('studio_passes').select(['account_role', 'account_id']).where('used_at', '>=', since).orderBy('used_at', 'desc').limit(1).executeTakeFirst();
}

/** Who holds the harbor, with the name of the presenter linked to a page's account. */
export function selectStudioHolder(db: Kysely<Database>) {
  return db
    .selectFrom('studio_holder as h')
    .leftJoin('animateurs as a', (join) => join.onRef('a.account_role', '=', 'h.account_role').onRef('a.account_id', '=', 'h.account_id'))
    .select(['h.source', 'h.since', 'a.prenom', 'a.nom'])
    .executeTakeFirst();
}
