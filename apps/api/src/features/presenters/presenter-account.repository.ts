// The account linked to a presenter: found by its address in account_emails (every role's
// addresses), so any account may be linked and keeps its role.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { AccountRole } from '../accounts/account.table.ts';

/** The linked account's address, undefined for an unknown presenter. */
export async function selectPresenterAccountEmail(db: Kysely<Database>, animateurid: number): Promise<{ email: string | null } | undefined> {
  return db
    .selectFrom('animateurs as a')
    .leftJoin('account_emails as e', (join) => join.onRef('e.role', '=', 'a.account_role').onRef('e.account_id', '=', 'a.account_id'))
    .select('e.email')
    .where('a.animateurid', '=', animateurid)
    .where('a.hidden', '=', false)
    .executeTakeFirst();
}

export function findAccountByEmail(db: Kysely<Database>, email: string) {
  return db.selectFrom('account_emails').select(['role', 'account_id']).where('email', '=', email).executeTakeFirst();
}

/** Links (or, with null, unlinks) the account; false for an unknown presenter. */
export async function setPresenterAccount(db: Kysely<Database>, animateurid: number, account: { role: AccountRole; account_id: number } | null): Promise<boolean> {
  const updated = await db
    .updateTable('animateurs')
    .set({ account_role: account?.role ?? null, account_id: account?.account_id ?? null })
    .where('animateurid', '=', animateurid)
    .where('hidden', '=', false)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/** The presenter an account takes the air as, if it is linked to one. */
export function selectPresenterOfAccount(db: Kysely<Database>, account: { role: AccountRole; account_id: number }) {
  return db
    .selectFrom('animateurs')
    .select(['animateurid', 'prenom', 'nom'])
    .where('account_role', '=', account.role)
    .where('account_id', '=', account.account_id)
    .executeTakeFirst();
}
