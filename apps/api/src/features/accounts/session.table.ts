import type { Generated, GeneratedAlways } from 'kysely';
import type { AccountRole } from './account.table.ts';

/** A login session; the cookie carries a random token, the table only its SHA-256. */
export interface SessionTable {
  id: GeneratedAlways<number>;
  token_hash: string;
  account_role: AccountRole;
  account_id: number;
  created_at: Generated<Date>;
  last_seen_at: Generated<Date>;
  expires_at: Date;
}
