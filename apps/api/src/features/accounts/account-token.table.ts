import type { GeneratedAlways } from 'kysely';
import type { AccountRole } from './account.table.ts';

export type TokenPurpose = 'password_reset' | 'email_verification';

/** A link sent by mail: the table keeps only the token's SHA-256. */
export interface AccountTokenTable {
  id: GeneratedAlways<number>;
  token_hash: string;
  purpose: TokenPurpose;
  account_role: AccountRole;
  account_id: number;
  /** The address the link went to (for a confirmation: the address it confirms). */
  email: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}
