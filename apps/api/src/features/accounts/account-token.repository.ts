// Single-use mailed links. A token is 256 random bits; only its SHA-256 is stored.
// Using one is one atomic UPDATE (unused and unexpired at `now`), so a link works exactly once
// even when clicked twice at the same moment.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { hashToken } from '../../lib/sessions.ts';
import type { AccountRole } from './account.table.ts';
import type { TokenPurpose } from './account-token.table.ts';

export async function createAccountToken(
  db: Kysely<Database>,
  input: { purpose: TokenPurpose; role: AccountRole; accountId: number; email: string; now: Date; ttlMs: number },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('account_tokens')
    .values({
      token_hash: hashToken(token),
      purpose: input.purpose,
      account_role: input.role,
      account_id: input.accountId,
      email: input.email,
      created_at: input.now,
      expires_at: new Date(input.now.getTime() + input.ttlMs),
    })
    .execute();
  return token;
}

/** Marks the token used and returns its account, or undefined if unknown, used or expired. */
export function useAccountToken(db: Kysely<Database>, purpose: TokenPurpose, token: string, now: Date) {
  return db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['account_role', 'account_id', 'email'])
    .executeTakeFirst();
}

/** Every other unused link of that purpose for the account stops working. */
export async function retireAccountTokens(db: Kysely<Database>, purpose: TokenPurpose, role: AccountRole, accountId: number, now: Date) {
  await db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('purpose', '=', purpose)
    .where('account_role', '=', role)
    .where('account_id', '=', accountId)
    .where('used_at', 'is', null)
    .execute();
}
