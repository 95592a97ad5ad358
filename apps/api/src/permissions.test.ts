// Every mutating route × every role → the status the table in test/permission-matrix.ts promises.
import { type AccountRole, messages } from '@station/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from './config.ts';
import { hashPassword } from './lib/passwords.ts';
import { DEMO_LOGINS, loginAs } from './test/accounts.ts';
import { PERMISSION_MATRIX } from './test/permission-matrix.ts';
import { MATRIX_ROLES, type MatrixContext } from './test/permission-matrix-types.ts';
import { createTestApp, json } from './test/test-app.ts';

const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let t: Awaited<ReturnType<typeof createTestApp>>;
let ids: MatrixContext['ids'];
let counter = 0;
beforeAll(async () => {
  const many = 10_000;
  t = await createTestApp({ rateLimits: { ...DEFAULT_RATE_LIMITS, loginPerAddress: many, registerPerAddress: many } });
  const idOf = async (table: 'users' | 'talons' | 'admin_animateurs', column: 'userid' | 'talonid' | 'id', email: string) =>
    Number((await t.db.selectFrom(table).select(column).where('email', '=', email).executeTakeFirstOrThrow())[column as never]);
  ids = {
    user: await idOf('users', 'userid', DEMO_LOGINS.user.email),
    otherUser: await idOf('users', 'userid', 'hugo.bernard@example.org'),
    talent: await idOf('talons', 'talonid', DEMO_LOGINS.talent.email),
    otherTalent: await idOf('talons', 'talonid', 'les.velours@example.org'),
    moderator: await idOf('admin_animateurs', 'id', DEMO_LOGINS.moderator.email),
  };
});
afterAll(() => t.close());

describe('permission matrix', () => {
  it('has a row for every mutating route of the app, and none for a route that is gone', () => {
    const routes = new Set(t.app.routes.filter((route) => MUTATING_METHODS.has(route.method)).map((route) => `${route.method} ${route.path}`));
    expect([...routes].filter((route) => !(route in PERMISSION_MATRIX)), 'routes missing from test/permission-matrix.ts').toEqual([]);
    expect(Object.keys(PERMISSION_MATRIX).filter((route) => !routes.has(route)), 'rows for routes that no longer exist').toEqual([]);
  });

  const cases = Object.entries(PERMISSION_MATRIX).flatMap(([route, scenarios]) =>
    scenarios.flatMap((scenario) => MATRIX_ROLES.map((role) => ({ route, scenario, role, status: scenario.expect[role] }))),
  );

  it.each(cases)('$route ($scenario.scenario): $role → $status', async ({ route, scenario, role, status }) => {
    // A fresh session per request: a login or password change in one row cannot disturb the next.
    const session = role === 'visitor' ? undefined : await loginAs(t.app, role as AccountRole);
    const context: MatrixContext = {
      db: t.db,
      ids,
      self: session?.account,
      unique: `${role}-${++counter}`,
      newModerator: async () => {
        const email = `jetable-${++counter}@example.org`;
        const row = await t.db.insertInto('admin_animateurs').values({ nom: 'Jetable', prenom: 'Test', email, password_hash: await hashPassword('jetable-2026') }).returning('id').executeTakeFirstOrThrow();
        return row.id;
      },
    };
    const { path, body } = await scenario.request(context);
    const method = route.split(' ')[0]!;
    const cookie: Record<string, string> = session ? { Cookie: session.cookie } : {};
    // Upload routes take multipart: a FormData body goes as it is (fetch sets its boundary).
    const init = body instanceof FormData ? { method, body, headers: { Origin: 'http://localhost', ...cookie } } : json(method, body ?? {}, cookie);
    const response = await t.app.request(path, init);
    const answer = await response.text();
    expect(response.status, answer).toBe(status);
    if (status === 401) expect(JSON.parse(answer)).toMatchObject({ error: scenario.refusals?.[role] ?? messages.loginRequired });
    if (status === 403) expect(JSON.parse(answer)).toMatchObject({ error: scenario.refusals?.[role] ?? messages.forbidden });
  });
});
