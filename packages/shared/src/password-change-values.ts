// The profile's password-change checks, apart from accounts-values.ts, which the web app's first load
// imports: these bring every message with them, and only the profile page needs them.
import { messages } from './messages.ts';
import { MIN_PASSWORD_LENGTH } from './station-values.ts';

/** The profile page's three checks, in the spec's order ('Apply all three'). */
export function passwordChangeProblem(current: string, next: string, confirm: string): string | undefined {
  if (!current || !next || !confirm) return messages.passwordFieldsRequired;
  if (next.length < MIN_PASSWORD_LENGTH || confirm.length < MIN_PASSWORD_LENGTH) return messages.newPasswordTooShort;
  if (next !== confirm) return messages.newPasswordsMismatch;
  return undefined;
}
