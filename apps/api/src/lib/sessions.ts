// Server-side sessions. The cookie carries 256 random bits; the database
// keeps only their SHA-256, so a leaked sessions table cannot be replayed. A session ends after an
// hour without a request (sliding); last_seen_at is written at most once a minute per session.
import { createHash, randomBytes } from 'node:crypto';
import { INACTIVITY_TIMEOUT_MS } from '@station/shared';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { AccountRole as StoredRole } from '../features/accounts/account.table.ts';
import type { AppEnv } from './context.ts';
import type { StoredSession } from './stored-session.ts';
import { isHttps } from './request-info.ts';

export const SESSION_COOKIE = 'session';
/** Sliding expiry is refreshed at most this often, so a burst of requests costs one write. */
export const TOUCH_INTERVAL_MS = 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a session and returns the token for the cookie (never stored). */
export async function createSession(db: Kysely<Database>, role: StoredRole, accountId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  // Housekeeping at each login keeps the table to live sessions; the index makes it cheap.
  await db.deleteFrom('sessions').where('expires_at', '<', new Date(now)).execute();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      account_role: role,
      account_id: accountId,
      last_seen_at: new Date(now),
      expires_at: new Date(now + INACTIVITY_TIMEOUT_MS),
    })
    .execute();
  return token;
}

/** The session and its account in one read: this runs on every request that carries the cookie. */
export function findSession(db: Kysely<Database>, token: string): Promise<StoredSession | undefined> {
  return db
    .selectFrom('sessions as s')
    .innerJoin('account_emails as e', (join) =>
      join.onRef('e.role', '=', 's.account_role').onRef('e.account_id', '=', 's.account_id'),
    )
    .leftJoin('users as u', (join) => join.on('s.account_role', '=', 'user').onRef('u.userid', '=', 's.account_id'))
    .leftJoin('talons as t', (join) => join.on('s.account_role', '=', 'talent').onRef('t.talonid', '=', 's.account_id'))
    .leftJoin('admins as a', (join) => join.on('s.account_role', '=', 'admin').onRef('a.adminid', '=', 's.account_id'))
    .leftJoin('admin_animateurs as m', (join) =>
      join.on('s.account_role', '=', 'admin_animateur').onRef('m.id', '=', 's.account_id'),
    )
    .select([
      's.id',
      's.account_role',
      's.account_id',
      's.last_seen_at',
      'e.email',
      sql<string>`coalesce(
        nullif(btrim(concat_ws(' ', u.prenom, u.nom)), ''),
        t.nom_artiste,
        nullif(btrim(a.nom), ''),
        nullif(btrim(concat_ws(' ', m.prenom, m.nom)), ''),
        e.email
      )`.as('name'),
      sql<string | null>`coalesce(u.avatar_url, t.avatar_url)`.as('avatar_url'),
      sql<boolean>`s.account_role in ('admin', 'admin_animateur') or coalesce(u.email_verified_at, t.email_verified_at) is not null`.as('email_verified'),
    ])
    .where('s.token_hash', '=', hashToken(token))
    .executeTakeFirst();
}

export const isIdleExpired = (session: StoredSession, now = Date.now()) =>
  now - session.last_seen_at.getTime() > INACTIVITY_TIMEOUT_MS;

export const needsTouch = (session: StoredSession, now = Date.now()) =>
  now - session.last_seen_at.getTime() >= TOUCH_INTERVAL_MS;

export async function touchSession(db: Kysely<Database>, sessionId: number, now = Date.now()) {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: new Date(now), expires_at: new Date(now + INACTIVITY_TIMEOUT_MS) })
    .where('id', '=', sessionId)
    .execute();
}

export async function deleteSession(db: Kysely<Database>, sessionId: number) {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Ends every session of an account except, optionally, the one making the request. */
export async function deleteAccountSessions(db: Kysely<Database>, role: StoredRole, accountId: number, keepId?: number) {
  let query = db.deleteFrom('sessions').where('account_role', '=', role).where('account_id', '=', accountId);
  if (keepId !== undefined) query = query.where('id', '<>', keepId);
  await query.execute();
}

// ---- the cookie: httpOnly, SameSite=Lax; '__Host-' prefix and Secure when the app is on HTTPS ----

export function readSessionToken(c: Context<AppEnv>): string | undefined {
  // Over HTTPS only the '__Host-' cookie counts: a plain one could have been set by a sibling
  // subdomain or over plain HTTP by someone in the middle (cookie tossing).
  if (isHttps(c)) return getCookie(c, SESSION_COOKIE, 'host') ?? undefined;
  return getCookie(c, SESSION_COOKIE) ?? undefined;
}

export function writeSessionCookie(c: Context<AppEnv>, token: string) {
  // The cookie lasts as long as the idle limit and is renewed with each touch.
  const options = { httpOnly: true, sameSite: 'Lax', path: '/', maxAge: INACTIVITY_TIMEOUT_MS / 1000 } as const;
  if (isHttps(c)) setCookie(c, SESSION_COOKIE, token, { ...options, prefix: 'host' });
  else setCookie(c, SESSION_COOKIE, token, options);
}

export function clearSessionCookie(c: Context<AppEnv>) {
  if (isHttps(c)) deleteCookie(c, SESSION_COOKIE, { path: '/', secure: true, prefix: 'host' });
  else deleteCookie(c, SESSION_COOKIE, { path: '/' });
}
