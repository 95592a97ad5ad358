// Hostile input on every write route: the permission matrix's valid request of
// each route, sent by a role the route lets through, then broken every way a client can break it.
// Whatever is refused must be a French 4xx that changed no row; nothing may ever answer a 5xx; and
// privileged fields sent beside a valid body (mass assignment) must reach no stored row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTables } from './database-state.ts';
import { refusalProblem } from './french-refusal.ts';
import { massAssignmentProblems } from './mass-assignment.ts';
import { UnchangedRows } from './unchanged-rows.ts';
import {
  HOSTILE_PARAMS,
  HOSTILE_QUERY,
  HUGE_STRING,
  LONE_SURROGATE,
  MALFORMED_JSON,
  NOT_OBJECTS,
  NUL,
  NUMBER_EDGES,
  OVERSIZED_JSON,
  pathLabel,
  REMOVE,
  SCRIPT_PAYLOADS,
  SQL_PAYLOADS,
  UNICODE_EDGES,
  valueAt,
  valuePaths,
  withEveryString,
  withValueAt,
  wrongTypesFor,
} from './hostile-values.ts';
import {
  appRoutes,
  createHostileApp,
  paramPositions,
  ROLE_EXCEPTIONS,
  send,
  signIn,
  type TestApp,
  WRITE_METHODS,
  type WriteCase,
  withSegment,
  writeCases,
} from './hostile-routes.ts';

let t: TestApp;
let tables: string[];
let counter = 0;
const unique = () => `h${++counter}`;
beforeAll(async () => {
  t = await createHostileApp();
  tables = await contentTables(t.db);
});
afterAll(() => t.close());

const isPlainObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof FormData);

/** One free vote a day: the listener's earlier votes go, so the attempt is judged on its fields, not on the day's vote. */
const removeFreeVotes = async (userId: number) => {
  await t.db.deleteFrom('votes').where('user_id', '=', userId).where('type_vote', '=', 'gratuit').execute();
};

async function attack({ route, method, role, scenario }: WriteCase): Promise<string[]> {
  const problems: string[] = [];
  const { cookie, context } = await signIn(t, role, unique);
  let valid = await scenario.request(context());
  // An accepted variant may have used its target up (deleted it, voted): the next one gets a new one.
  const renew = async () => {
    valid = await scenario.request(context());
  };
  const encode = (body: unknown): BodyInit | undefined => (body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body));

  const rows = new UnchangedRows(t.db, tables, problems);
  /** Must be refused: a French 4xx, and not one row changed. */
  const refused = async (label: string, path: string, body: BodyInit | undefined, contentType?: string) => {
    // What an accepted variant left to do after its answer (a sign-up's row and mail) is done first.
    await t.mail.idle();
    await rows.ready(false);
    const response = await send(t, method, path, body, cookie, contentType);
    const problem = await refusalProblem(response, { signedIn: !!cookie });
    if (problem) problems.push(`${label} → ${problem}`);
    rows.answered(label, response.status);
    if (response.status < 300) await renew();
  };
  /** May be accepted (an optional field left out, a comment quoting SQL); never a 5xx; a refusal is French and changes nothing. */
  const tolerated = async (label: string, path: string, body: BodyInit | undefined, contentType?: string) => {
    await t.mail.idle();
    await rows.ready(true);
    const response = await send(t, method, path, body, cookie, contentType);
    rows.answered(label, response.status);
    if (response.status < 400) {
      await response.body?.cancel();
      await renew();
      return;
    }
    const problem = await refusalProblem(response, { signedIn: !!cookie });
    if (problem) problems.push(`${label} → ${problem}`);
  };

  // Ids and file names in the path: traversal, SQL, numbers no column holds, NUL, markup.
  const pattern = route.slice(method.length + 1);
  for (const position of paramPositions(pattern)) {
    for (const value of HOSTILE_PARAMS) {
      await refused(`${pattern.split('/')[position]}=${value.slice(0, 40)}`, withSegment(valid.path, position, value), encode(valid.body));
    }
  }

  // A query string of nonsense beside the valid request (a route may read ?deleteEmission=...).
  const withQuery = `${valid.path}${valid.path.includes('?') ? `&${HOSTILE_QUERY.slice(1)}` : HOSTILE_QUERY}`;
  await tolerated('a query string of nonsense', withQuery, encode(valid.body));

  if (valid.body instanceof FormData) {
    await rows.check();
    return problems; // multipart bodies: hostile-uploads.test.ts
  }
  const body = valid.body ?? {};

  for (const text of MALFORMED_JSON) await refused(`malformed JSON ${text}`, valid.path, text);
  await refused('a body over 1 MB', valid.path, OVERSIZED_JSON);
  await refused('a NUL in a key', valid.path, JSON.stringify({ ...(isPlainObject(body) ? body : {}), [`clé${NUL}`]: 'x' }));
  await tolerated('valid JSON sent as text/plain', valid.path, JSON.stringify(body), 'text/plain');
  await tolerated('an empty object', valid.path, '{}');

  if (isPlainObject(body) && Object.keys(body).length > 0) {
    for (const text of NOT_OBJECTS) await refused(`a body that is ${text}`, valid.path, text);
    for (const path of valuePaths(body)) {
      const label = pathLabel(path);
      const value = valueAt(body, path);
      for (const wrong of wrongTypesFor(value)) await refused(`${label}=${JSON.stringify(wrong)}`, valid.path, JSON.stringify(withValueAt(body, path, wrong)));
      await tolerated(`${label} missing`, valid.path, JSON.stringify(withValueAt(body, path, REMOVE)));
      await tolerated(`${label}=null`, valid.path, JSON.stringify(withValueAt(body, path, null)));
      if (typeof value === 'string') {
        await refused(`${label} with a NUL`, valid.path, JSON.stringify(withValueAt(body, path, `${value}${NUL}suite`)));
        await refused(`${label} with a lone surrogate`, valid.path, JSON.stringify(withValueAt(body, path, `${value}${LONE_SURROGATE}`)));
        await refused(`${label} of 100 000 characters`, valid.path, JSON.stringify(withValueAt(body, path, HUGE_STRING)));
      }
      if (typeof value === 'number') {
        for (const edge of NUMBER_EDGES) await tolerated(`${label}=${edge}`, valid.path, JSON.stringify(withValueAt(body, path, edge)));
      }
    }
    for (const text of [...SQL_PAYLOADS, ...SCRIPT_PAYLOADS, ...UNICODE_EDGES]) {
      await tolerated(`every text ${JSON.stringify(text)}`, valid.path, JSON.stringify(withEveryString(body, text)));
    }
  }
  await rows.check();
  const self = context().self;
  const reset = route === 'POST /api/votes' && self ? () => removeFreeVotes(self.id) : undefined;
  problems.push(...(await massAssignmentProblems(t, tables, method, cookie, () => scenario.request(context()), reset)));
  return problems;
}

describe('hostile input on every write route', () => {
  const cases = writeCases();

  it('attacks every write route of the app (the permission matrix holds one valid request per route)', () => {
    const routes = appRoutes(t).filter((route) => WRITE_METHODS.has(route.method)).map((route) => `${route.method} ${route.path}`);
    expect(routes.filter((route) => !cases.some((c) => c.route === route))).toEqual([]);
    expect(Object.keys(ROLE_EXCEPTIONS).filter((route) => !routes.includes(route)), 'exceptions for routes that are gone').toEqual([]);
  });

  it.each(cases)('$route, as $role', async (writeCase) => {
    expect((await attack(writeCase)).join('\n')).toBe('');
  });

  it('ran none of the SQL it was sent: every table and every demo account is still there', async () => {
    expect(await contentTables(t.db)).toEqual(tables);
    const emails = (await t.db.selectFrom('users').select('email').execute()).map((row) => row.email);
    expect(emails).toEqual(expect.arrayContaining(['lea.martin@example.org', 'hugo.bernard@example.org']));
    expect(await t.db.selectFrom('admins').select('email').execute()).toHaveLength(1);
  });
});
