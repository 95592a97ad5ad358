// Who is asking, and may they? The session middleware puts the account on `c.var.account`; the
// guards below are the one way a route says who it is for (the server decides,
// the browser only hides controls). Guards run before body validation, so a visitor learns a
// route needs an account before learning anything about its payload.
import { type Account, type AccountRole, mailMessages, messages } from '@station/shared';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AccountRole as StoredRole } from '../features/accounts/account.table.ts';
import type { AppEnv } from './context.ts';
import { HttpError } from './errors.ts';
import {
  clearSessionCookie,
  deleteSession,
  findSession,
  isIdleExpired,
  needsTouch,
  readSessionToken,
  touchSession,
  writeSessionCookie,
} from './sessions.ts';
import type { StoredSession } from './stored-session.ts';

// The database says 'admin_animateur' (the spec's name); the API says 'moderator'.
export const toAccountRole = (role: StoredRole): AccountRole => (role === 'admin_animateur' ? 'moderator' : role);
export const toStoredRole = (role: AccountRole): StoredRole => (role === 'moderator' ? 'admin_animateur' : role);

export const sessionMiddleware = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.set('account', null);
    c.set('session', null);
    c.set('sessionExpired', false);
    const token = readSessionToken(c);
    let cookieWritten = false;
    if (token) {
      const session = await findSession(c.var.db, token);
      if (session && isIdleExpired(session)) {
        await deleteSession(c.var.db, session.id);
        c.set('sessionExpired', true);
        clearSessionCookie(c);
        cookieWritten = true;
      } else if (session) {
        if (needsTouch(session)) {
          await touchSession(c.var.db, session.id);
          writeSessionCookie(c, token);
          cookieWritten = true;
        }
        c.set('session', session);
        c.set('account', accountFromSession(session));
      } else {
        // Unknown token (logged out elsewhere, account deleted): drop the stale cookie.
        clearSessionCookie(c);
        cookieWritten = true;
      }
    }
    await next();
    // A public read that renews the cookie must never be stored by a shared cache with it.
    if (cookieWritten) c.res.headers.set('Cache-Control', 'private, no-store');
  });

/** The signed-in account, or 401 (saying so when the session had just expired). */
export function requireUser(c: Context<AppEnv>): Account {
  const account = c.var.account;
  if (account) return account;
  throw c.var.sessionExpired
    ? new HttpError(401, messages.sessionExpired, 'session_expired')
    : new HttpError(401, messages.loginRequired, 'login_required');
}

/** The signed-in account if its role is one of `roles`: 401 for visitors, 403 for other roles. */
export function requireRole(c: Context<AppEnv>, ...roles: AccountRole[]): Account {
  const account = requireUser(c);
  if (!roles.includes(account.role)) throw new HttpError(403, messages.forbidden, 'forbidden');
  return account;
}

/** The account itself, or an admin: for routes on /users/{id}, /talons/{id}, ... */
export function requireSelfOrAdmin(c: Context<AppEnv>, role: AccountRole, id: number): Account {
  const account = requireUser(c);
  if (account.role === 'admin' || (account.role === role && account.id === id)) return account;
  throw new HttpError(403, messages.forbidden, 'forbidden');
}

/** Route-level forms of the guards, to put before `validate(...)` in a handler chain. */
export const verifiedEmail = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    requireVerifiedEmail(c);
    await next();
  });

export const signedIn = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    requireUser(c);
    await next();
  });

export const allowRoles = (...roles: AccountRole[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    requireRole(c, ...roles);
    await next();
  });

/** A route on /{role-path}/:id that only the account itself or an admin may use. */
export const selfOrAdmin = (role: AccountRole) =>
  createMiddleware<AppEnv>(async (c, next) => {
    requireSelfOrAdmin(c, role, Number(c.req.param('id')));
    await next();
  });

export const accountFromSession = (session: StoredSession): Account => ({
  role: toAccountRole(session.account_role),
  id: session.account_id,
  email: session.email,
  name: session.name,
  avatar_url: session.avatar_url,
  email_verified: session.email_verified,
});

/**
 * Voting, commenting, dedications and entering a contest need a
 * confirmed address. A clear French 403 the browser pairs with 'Renvoyer le lien'.
 */
export function requireVerifiedEmail(c: Context<AppEnv>): Account {
  const account = requireUser(c);
  if (!account.email_verified) throw new HttpError(403, mailMessages.emailNotVerified, 'email_not_verified');
  return account;
}
