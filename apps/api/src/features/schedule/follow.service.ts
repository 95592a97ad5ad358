// A signed-in listener's followed programmes, kept server-side so they follow them to any device.
import { type Account, followMessages } from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { toStoredRole } from '../../lib/auth.ts';
import { notFoundIf } from '../../lib/errors.ts';

const owner = (account: Account) => ({ account_role: toStoredRole(account.role), account_id: account.id });

export async function listFollows(db: Kysely<Database>, account: Account): Promise<number[]> {
  const { account_role, account_id } = owner(account);
  const rows = await db
    .selectFrom('programme_follows')
    .select('programme_id')
    .where('account_role', '=', account_role)
    .where('account_id', '=', account_id)
    .orderBy('programme_id')
    .execute();
  return rows.map((row) => row.programme_id);
}

export async function follow(db: Kysely<Database>, account: Account, programmeId: number) {
  notFoundIf(await db.selectFrom('programmes').select('id').where('id', '=', programmeId).executeTakeFirst(), followMessages.programmeNotFound);
  // Following twice is following once.
  await db
    .insertInto('programme_follows')
    .values({ ...owner(account), programme_id: programmeId })
    .onConflict((oc) => oc.columns(['account_role', 'account_id', 'programme_id']).doNothing())
    .execute();
  return listFollows(db, account);
}

export async function unfollow(db: Kysely<Database>, account: Account, programmeId: number) {
  const { account_role, account_id } = owner(account);
  await db
    .deleteFrom('programme_follows')
    .where('account_role', '=', account_role)
    .where('account_id', '=', account_id)
    .where('programme_id', '=', programmeId)
    .execute();
  return listFollows(db, account);
}
