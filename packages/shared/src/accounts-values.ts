// Account roles, the session's account and the password-change checks. No zod here: the web app's first load imports this module (client.ts).
import { messages } from './messages.ts';
import { MIN_PASSWORD_LENGTH } from './station-values.ts';

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

/** The profile page's three checks, in the spec's order ('Apply all three'). */
export function passwordChangeProblem(current: string, next: string, confirm: string): string | undefined {
  if (!current || !next || !confirm) return messages.passwordFieldsRequired;
  if (next.length < MIN_PASSWORD_LENGTH || confirm.length < MIN_PASSWORD_LENGTH) return messages.newPasswordTooShort;
  if (next !== confirm) return messages.newPasswordsMismatch;
  return undefined;
}
