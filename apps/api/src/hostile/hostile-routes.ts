// The routes the hostile-input suite attacks, read from the Hono app itself (a route added later is
// attacked without anyone writing a row), and the valid request of each write route taken from the
// permission matrix (test/permission-matrix.ts), whose bodies the suite mutates.
import { type AccountRole, messages } from '@station/shared';
import Stripe from 'stripe';
import { DEFAULT_RATE_LIMITS } from '../config.ts';
import { hashPassword } from '../lib/passwords.ts';
import { DEMO_LOGINS, loginAs } from '../test/accounts.ts';
import { PERMISSION_MATRIX } from '../test/permission-matrix.ts';
import type { MatrixCase, MatrixContext, MatrixRole } from '../test/permission-matrix-types.ts';
import { createTestApp } from '../test/test-app.ts';

export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Stripe's HTTP layer answered here, so the premium routes run their real code (no request leaves). */
const fakeStripe = (async () =>
  new Response(JSON.stringify({ id: 'cs_test_hostile', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_hostile' }), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'Request-Id': 'req_fake' },
  })) as typeof fetch;

/** The app under attack: payments configured (no 503 before the body is read), limits out of the way. */
export const createHostileApp = (overrides: Parameters<typeof createTestApp>[0] = {}) =>
  createTestApp({
    ...overrides,
    rateLimits: Object.fromEntries(Object.keys(DEFAULT_RATE_LIMITS).map((name) => [name, 100_000])) as unknown as typeof DEFAULT_RATE_LIMITS,
    stripe: { secretKey: 'sk_test_hostile', webhookSecret: 'whsec_hostile', httpClient: Stripe.createFetchHttpClient(fakeStripe) },
  });

/** Every distinct `METHOD /path` of the app (Hono lists middleware as ALL: not routes). */
export function appRoutes(t: TestApp): { method: string; path: string }[] {
  const seen = new Map<string, { method: string; path: string }>();
  for (const route of t.app.routes) if (route.method !== 'ALL') seen.set(`${route.method} ${route.path}`, { method: route.method, path: route.path });
  return [...seen.values()];
}

/** Who sends the hostile variants of a write: a role the route lets through, so no guard answers first. */
const ROLE_PREFERENCE: MatrixRole[] = ['admin', 'user', 'talent', 'moderator', 'visitor'];
/** Routes where no role passes the matrix's request, with the role that sends their variants. */
export const ROLE_EXCEPTIONS: Record<string, { role: MatrixRole; reason: string }> = {
  'POST /api/votes/premium-checkout': { role: 'user', reason: "the matrix's app has no payment settings (503); this suite's has them, so a listener passes" },
  'DELETE /api/account': { role: 'user', reason: "the matrix sends a wrong password (the demo accounts must outlive the suites): a listener passes the guards, and every variant must be a French 4xx that deletes nothing" },
  'POST /api/payments/stripe/webhook': { role: 'visitor', reason: "Stripe's call: its signature is the credential, and no variant carries a valid one" },
  'POST /api/live/titles': { role: 'visitor', reason: "Liquidsoap's call: the station's shared secret is the credential, and no variant carries it" },
  'POST /api/studio/harbor-check': { role: 'visitor', reason: "Liquidsoap's harbor asking: the station's shared secret is the credential, and no variant carries it" },
  'POST /api/studio/silence': { role: 'visitor', reason: "Liquidsoap saying the studio fell silent: the station's shared secret is the credential, and no variant carries it" },
  'POST /api/studio/hand-over': { role: 'admin', reason: "the matrix's app has no harbor to ask (409); an admin passes the guards, and the route reads no body" },
  'POST /api/studio/holder': { role: 'visitor', reason: "Liquidsoap saying who holds the harbor: the station's shared secret is the credential, and no variant carries it" },
  'POST /api/studio/recordings': { role: 'visitor', reason: "Liquidsoap reporting a recording: the station's shared secret is the credential, and no variant carries it" },
};

export interface WriteCase {
  route: string;
  method: string;
  role: MatrixRole;
  scenario: MatrixCase;
}

export function writeCases(): WriteCase[] {
  return Object.entries(PERMISSION_MATRIX).map(([route, scenarios]) => {
    const method = route.split(' ')[0]!;
    const exception = ROLE_EXCEPTIONS[route];
    if (exception) return { route, method, role: exception.role, scenario: scenarios[0]! };
    for (const scenario of scenarios) {
      const role = ROLE_PREFERENCE.find((candidate) => scenario.expect[candidate] < 300);
      if (role) return { route, method, role, scenario };
    }
    throw new Error(`${route}: no role passes the matrix's request; add it to ROLE_EXCEPTIONS with a reason`);
  });
}

type Session = Awaited<ReturnType<typeof loginAs>>;

const isSignedIn = async (t: TestApp, cookie: string) => {
  const state = (await (await t.app.request('/api/auth/me', { headers: { Cookie: cookie } })).json()) as { account: unknown };
  return state.account !== null && state.account !== undefined;
};

/**
 * A 401 asking to sign in, sent to a signed-in attacker: the session was lost (a logout among the
 * variants), so the guard answered instead of the route and the refusal proves nothing.
 */
export const lostSession = (status: number, body: string, cookie: string | undefined) =>
  !!cookie && status === 401 && (body.includes(messages.loginRequired) || body.includes(messages.sessionExpired));
const sessions = new WeakMap<TestApp, Map<MatrixRole, Session>>();

/** A session for `role` (kept while it lasts: a login costs a password hash), and the matrix context its requests are built in. */
export async function signIn(t: TestApp, role: MatrixRole, unique: () => string) {
  let session: Session | undefined;
  if (role !== 'visitor') {
    const kept = sessions.get(t) ?? new Map<MatrixRole, Session>();
    sessions.set(t, kept);
    session = kept.get(role);
    // A logout or a password change in the previous route may have ended it.
    if (!session || !(await isSignedIn(t, session.cookie))) {
      session = await loginAs(t.app, role as AccountRole);
      kept.set(role, session);
    }
  }
  const idOf = async (table: 'users' | 'talons' | 'admin_animateurs', column: 'userid' | 'talonid' | 'id', email: string) =>
    Number((await t.db.selectFrom(table).select(column).where('email', '=', email).executeTakeFirstOrThrow())[column as never]);
  const ids = {
    user: await idOf('users', 'userid', DEMO_LOGINS.user.email),
    otherUser: await idOf('users', 'userid', 'hugo.bernard@example.org'),
    talent: await idOf('talons', 'talonid', DEMO_LOGINS.talent.email),
    otherTalent: await idOf('talons', 'talonid', 'les.velours@example.org'),
    moderator: await idOf('admin_animateurs', 'id', DEMO_LOGINS.moderator.email),
  };
  const context = (): MatrixContext => ({
    db: t.db,
    ids,
    self: session?.account,
    unique: unique(),
    newModerator: async () => {
      const email = `hostile-${unique()}@example.org`;
      const row = await t.db.insertInto('admin_animateurs').values({ nom: 'Jetable', prenom: 'Test', email, password_hash: await hashPassword('jetable-2026') }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
  });
  return { cookie: session?.cookie, context };
}

/** Sends a request as the app's own page would (same origin), with the session when there is one. */
export function send(t: TestApp, method: string, path: string, body: BodyInit | undefined, cookie: string | undefined, contentType = 'application/json') {
  const headers: Record<string, string> = { Origin: 'http://localhost', ...(cookie ? { Cookie: cookie } : {}) };
  if (body !== undefined && !(body instanceof FormData)) headers['Content-Type'] = contentType;
  return t.app.request(path, { method, headers, body });
}

/** The route pattern's segments that are parameters (':id'), by position. */
export const paramPositions = (pattern: string) =>
  pattern
    .split('/')
    .map((segment, index) => (segment.startsWith(':') ? index : -1))
    .filter((index) => index >= 0);

/** `path` with its segment at `position` replaced (query string kept). */
export function withSegment(path: string, position: number, value: string): string {
  const [pathname, query] = path.split('?');
  const segments = pathname!.split('/');
  segments[position] = value;
  return segments.join('/') + (query === undefined ? '' : `?${query}`);
}
