// Signing in from API tests: the demo accounts of every role and a cookie jar of one cookie.
import type { Account, AccountRole } from '@station/shared';
import { DEMO_PASSWORD } from '../db/seed/accounts.ts';
import { json } from './test-app.ts';
import { TEST_ADMIN } from './test-config.ts';

type App = { request: (input: string, init?: RequestInit) => Response | Promise<Response> };

export const DEMO_LOGINS: Record<AccountRole, { email: string; password: string }> = {
  user: { email: 'lea.martin@example.org', password: DEMO_PASSWORD },
  talent: { email: 'nina.rose@example.org', password: DEMO_PASSWORD },
  moderator: { email: 'sophie.laurent@example.org', password: DEMO_PASSWORD },
  admin: TEST_ADMIN,
};

/** `name=value` of the session cookie a response sets (the part a browser sends back). */
export function sessionCookieOf(response: Response): string | undefined {
  const header = response.headers.getSetCookie().find((cookie) => /^(__Host-)?session=[^;]+/.test(cookie));
  return header?.split(';')[0];
}

export async function login(app: App, email: string, password: string, headers: Record<string, string> = {}) {
  const response = await app.request('/api/auth/login', json('POST', { email, password }, headers));
  if (response.status !== 200) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
  const { account } = (await response.json()) as { account: Account };
  return { cookie: sessionCookieOf(response)!, account };
}

export const loginAs = (app: App, role: AccountRole) => login(app, DEMO_LOGINS[role].email, DEMO_LOGINS[role].password);

/** Request options with the session cookie added. */
export const withCookie = (cookie: string | undefined, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string> | undefined), ...(cookie ? { Cookie: cookie } : {}) },
});
