// Account roles and the session's account. No zod here: the web app's first load imports this module
// (client.ts), so nothing the first load does not need either (the password checks have their own).

/** The roles of the app; 'moderator' is the spec's admin-presenter (admin-animateur). */
export const ACCOUNT_ROLES = ['user', 'talent', 'admin', 'moderator'] as const;

export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** Who the session belongs to: what `GET /api/auth/me` and a login answer. */
export interface Account {
  role: AccountRole;
  id: number;
  email: string;
  /** 'Prénom Nom' for users and moderators, the artist name for talents. */
  name: string;
  avatar_url: string | null;
  /** The address is confirmed: needed to vote, comment, send dedications, enter a contest. */
  email_verified: boolean;
}

export interface SessionState {
  account: Account | null;
  /** The request carried a session cookie that had expired after an hour without activity. */
  expired: boolean;
}
