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

/** Marks the pass used (from `address`) and returns its number and account, or undefined if unknown, used or expired. */
export function useStudioPass(db: Kysely<Database>, pass: string, now: Date, address: string | null) {
  return db
    .updateTable('studio_passes')
    .set({ used_at: now, used_from: address })
    .where('pass_hash', '=', hashToken(pass))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['id', 'account_role', 'account_id'])
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

/** The account of a used pass, by its number (what radio.liq sends with its reports of that connection). */
export function selectUsedPass(db: Kysely<Database>, id: number) {
  return db.selectFrom('studio_passes').select(['account_role', 'account_id']).where('id', '=', id).where('used_at', 'is not', null).executeTakeFirst();
}

/** The pass used last in [from, to]: the page that went on air then, for a report with no pass number. */
export function selectPassUsedBetween(db: Kysely<Database>, from: Date, to: Date) {
  return db
    .selectFrom('studio_passes')
    .select(['account_role', 'account_id'])
    .where('used_at', '>=', from)
    .where('used_at', '<=', to)
    .orderBy('used_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

type Holder = { source: 'app' | 'encoder'; account_role: AccountRole | null; account_id: number | null } | null;

/**
 * Liquidsoap says who holds the harbor (a page and its pass's account, the encoder, or nobody) at
 * its instant `reportedAt`: kept unless a later report is already there; `since` moves only when the
 * holder changes.
 */
export async function setStudioHolder(db: Kysely<Database>, holder: Holder, reportedAt: number, now: Date) {
  const values = { source: holder?.source ?? null, account_role: holder?.account_role ?? null, account_id: holder?.account_id ?? null };
  await db
    .insertInto('studio_holder')
    .values({ id: 1, ...values, since: now, seen_at: now, reported_at: reportedAt })
    .onConflict((conflict) =>
      conflict
        .column('id')
        .doUpdateSet((eb) => ({
          ...values,
          seen_at: now,
          reported_at: reportedAt,
          since: eb
            .case()
            .when(eb.and([eb('studio_holder.source', 'is not distinct from', values.source), eb('studio_holder.account_id', 'is not distinct from', values.account_id)]))
            .then(eb.ref('studio_holder.since'))
            .else(now)
            .end(),
        }))
        .where('studio_holder.reported_at', '<=', reportedAt),
    )
    .execute();
}

/** Who holds the harbor, confirmed since `confirmedSince`, with the name of the presenter linked to a page's account. */
export function selectStudioHolder(db: Kysely<Database>, confirmedSince: Date) {
  return db
    .selectFrom('studio_holder as h')
    .leftJoin('animateurs as a', (join) => join.onRef('a.account_role', '=', 'h.account_role').onRef('a.account_id', '=', 'h.account_id'))
    .select(['h.source', 'h.since', 'a.prenom', 'a.nom'])
    .where('h.source', 'is not', null)
    .where('h.seen_at', '>=', confirmedSince)
    .executeTakeFirst();
}

/** A presenter's name as the studio shows it ('Léa Direct'), null for an account linked to none. */
export const presenterName = (row: { prenom: string | null; nom: string | null }) => (row.prenom || row.nom ? `${row.prenom ?? ''} ${row.nom ?? ''}`.trim() : null);
