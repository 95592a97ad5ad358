// Hostile input on every read route: every GET of the app, read from the Hono app
// (a route added later is attacked with no change here), with traversal, SQL, out-of-range numbers,
// NUL and markup in each path parameter, and a query string of nonsense. A parameter that names
// nothing must be a French 4xx; nothing may answer a 5xx; and no read may change a row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTables } from './database-state.ts';
import { refusalProblem } from './french-refusal.ts';
import { HOSTILE_PARAMS, HOSTILE_QUERY, NUL } from './hostile-values.ts';
import { appRoutes, createHostileApp, paramPositions, signIn, type TestApp, withSegment } from './hostile-routes.ts';
import { UnchangedRows } from './unchanged-rows.ts';

let t: TestApp;
let tables: string[];
let cookie: string | undefined;
beforeAll(async () => {
  t = await createHostileApp();
  tables = await contentTables(t.db);
  // The admin passes every guard, so what answers is the route's own handling of its input.
  ({ cookie } = await signIn(t, 'admin', () => 'lecture'));
});
afterAll(() => t.close());

/** A value each parameter takes when another one is under attack: a real one where it matters. */
const SOUND_PARAMS: Record<string, string> = { content_type: 'mix', folder: 'mixes', file: 'absent.jpg' };
const soundPath = (pattern: string) =>
  pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? (SOUND_PARAMS[segment.slice(1)] ?? '1') : segment))
    .join('/');

/** Answers that never end (the live stream, server-sent events): their status is all there is to read. */
const isEndless = (response: Response) => /^(audio\/|text\/event-stream)/.test(response.headers.get('Content-Type') ?? '');

describe('hostile input on every read route', () => {
  const routes = () => appRoutes(t).filter((route) => route.method === 'GET');

  it('finds the read routes of the app', () => {
    expect(routes().length).toBeGreaterThan(50);
  });

  it('refuses every hostile path parameter with a French 4xx, and answers nonsense queries without a 5xx, changing nothing', async () => {
    const problems: string[] = [];
    // Once each, soundly, first: a read may create what it serves at its first call (the push key).
    for (const { path: pattern } of routes()) {
      const response = await t.app.request(soundPath(pattern), { headers: cookie ? { Cookie: cookie } : {} });
      await response.body?.cancel();
    }
    const rows = new UnchangedRows(t.db, tables, problems);
    const get = async (label: string, path: string, mustRefuse: boolean) => {
      await rows.ready(false);
      const response = await t.app.request(path, { headers: cookie ? { Cookie: cookie } : {} });
      // Accepted or refused, a read must not write: every read joins the batch checked at the end.
      rows.answered(label, 400);
      if (isEndless(response)) {
        await response.body?.cancel();
        if (response.status >= 500) problems.push(`${label} → ${response.status}`);
        return;
      }
      if (!mustRefuse && response.status < 400) {
        await response.body?.cancel();
        return;
      }
      const problem = await refusalProblem(response, { signedIn: !!cookie });
      if (problem) problems.push(`${label} → ${problem}`);
    };
    for (const { path: pattern } of routes()) {
      const sound = soundPath(pattern);
      for (const position of paramPositions(pattern)) {
        for (const value of HOSTILE_PARAMS) {
          await get(`GET ${pattern} ${pattern.split('/')[position]}=${value.slice(0, 40)}`, withSegment(sound, position, value), true);
        }
      }
      await get(`GET ${pattern}${HOSTILE_QUERY.slice(0, 60)}…`, `${sound}${HOSTILE_QUERY}`, false);
      // A NUL in a query the route reads is refused (lib/request-limits.ts); one it ignores harms nothing.
      await get(`GET ${pattern}?id=NUL`, `${sound}?id=1${encodeURIComponent(NUL)}`, false);
    }
    await rows.check();
    expect(problems.join('\n')).toBe('');
  });
});
