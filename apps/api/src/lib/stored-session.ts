// A session as read with its account: its own file, so the request context can name it without
// importing the session functions (which read the context).
import type { AccountRole as StoredRole } from '../features/accounts/account.table.ts';

export interface StoredSession {
  id: number;
  account_role: StoredRole;
  account_id: number;
  last_seen_at: Date;
  email: string;
  name: string;
  avatar_url: string | null;
  /** The address was confirmed by its mailed link; staff accounts count as confirmed. */
  email_verified: boolean;
}
