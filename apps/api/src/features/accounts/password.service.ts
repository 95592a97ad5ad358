import { type PasswordChange, messages } from '@station/shared';
import type { Context } from 'hono';
import { toAccountRole } from '../../lib/auth.ts';
import type { AppEnv } from '../../lib/context.ts';
import { HttpError, notFoundIf } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { refuseIfBlocked } from '../../lib/rate-limit.ts';
import { deleteAccountSessions } from '../../lib/sessions.ts';
import { findPasswordHash, updatePasswordHash } from './account.repository.ts';
import type { AccountRole } from './account.table.ts';

/**
 * PUT .../{id}/password for any role. The account itself must prove its current password (a
 * stolen session alone cannot take the account over; wrong guesses count like failed logins);
 * an admin resetting someone else's has none to give. Every other session of the account ends.
 */
export async function changePassword(c: Context<AppEnv>, role: AccountRole, id: number, input: PasswordChange) {
  const { db, rateLimits } = c.var;
  const actor = c.var.account!;
  const storedHash = notFoundIf(await findPasswordHash(db, role, id), messages.accountNotFound);
  const self = actor.role === toAccountRole(role) && actor.id === id;
  if (self) {
    if (!input.currentPassword) throw new HttpError(400, messages.passwordFieldsRequired, 'invalid_body');
    await refuseIfBlocked(db, [rateLimits.loginByAccount, actor.email]);
    if (!(await verifyPassword(storedHash, input.currentPassword))) {
      await rateLimits.loginByAccount.hit(db, actor.email);
      throw new HttpError(400, messages.currentPasswordWrong, 'wrong_password');
    }
  }
  await updatePasswordHash(db, role, id, await hashPassword(input.newPassword));
  await deleteAccountSessions(db, role, id, self ? c.var.session?.id : undefined);
}
