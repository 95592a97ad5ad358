// 'Audience' and 'Courriels envoyés' come with their data in the page sent to an admin (one request,
// the figures in its answer), and with nothing personal to anyone else. Needs the built app (npm run build).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../test/accounts.ts';
import { createTestApp } from '../test/test-app.ts';

const webDist = path.resolve(import.meta.dirname, '../../../web/dist');

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  if (!existsSync(path.join(webDist, 'index.html'))) throw new Error('Build the web app first (npm run build).');
  t = await createTestApp({ webDist, readCache: true });
});
afterAll(() => t.close());

type State = { queries: { queries: Array<{ queryKey: string[]; queryHash: string; state: { data: unknown; status: string } }> } };
const stateOf = (html: string): State | null => {
  const block = /<script type="application\/json" id="staff-state">([^<]*)<\/script>/.exec(html);
  return block ? (JSON.parse(block[1]!) as State) : null;
};

describe('staff screens with their data in their page', () => {
  it("hands an admin 'Audience' with the session and the 24 h report, private and never stored", async () => {
    const { cookie } = await loginAs(t.app, 'admin');
    const response = await t.app.request('/admin-panel/audience', { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(response.headers.get('ETag')).toBeNull();
    const html = await response.text();
    const state = stateOf(html);
    expect(state?.queries.queries.map((query) => query.queryKey)).toEqual([['session'], ['account', 'audience', '24h']]);
    const [session, report] = state!.queries.queries;
    expect((session!.state.data as { account: { role: string } }).account.role).toBe('admin');
    const direct = await (await t.app.request('/api/audience?range=24h', { headers: { Cookie: cookie } })).json();
    expect(Object.keys(report!.state.data as object).sort()).toEqual(Object.keys(direct as object).sort());
    expect(report!.queryHash).toBe('["account","audience","24h"]');
    // The screen's own chunk comes with the page, not after the entry has run.
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/audience-page-[\w-]+\.js">/);
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/audience-page-[\w-]+\.css">/);
  });

  it("hands an admin 'Courriels envoyés' with the list of sent mails", async () => {
    const { cookie } = await loginAs(t.app, 'admin');
    const html = await (await t.app.request('/admin-panel/courriels', { headers: { Cookie: cookie } })).text();
    const mails = stateOf(html)!.queries.queries.find((query) => query.queryKey[1] === 'mails')!;
    const direct = await (await t.app.request('/api/mails', { headers: { Cookie: cookie } })).json();
    expect(mails.state.data).toEqual(direct);
    expect(html).not.toContain('password');
  });

  it('hands a listener, or a visitor, the bare shell: no data, no account', async () => {
    const { cookie } = await loginAs(t.app, 'user');
    for (const headers of [{ Cookie: cookie }, {}] as Array<Record<string, string>>) {
      for (const screen of ['/admin-panel/audience', '/admin-panel/courriels']) {
        const response = await t.app.request(screen, { headers });
        expect(response.status).toBe(200);
        const html = await response.text();
        expect(stateOf(html)).toBeNull();
        expect(html).not.toContain('"account"');
      }
    }
  });
});
