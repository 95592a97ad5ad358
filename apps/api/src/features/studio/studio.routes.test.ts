import { parisWallTime, studioMessages } from '@station/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, withCookie } from '../../test/accounts.ts';
import { studioSilences } from '../../lib/metrics.ts';
import { type TestApp, createTestApp, json } from '../../test/test-app.ts';

const SECRET = 'titres-secret-de-test-2026';

describe('the browser studio’s pass to the harbor', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ streamTitlesSecret: SECRET });
  });
  afterAll(() => t?.close());

  const askForPass = async () => t.app.request('/api/studio/pass', withCookie((await loginAs(t.app, 'admin')).cookie, json('POST', {})));
  const check = (body: unknown, secret = SECRET) =>
    t.app.request('/api/studio/harbor-check', { method: 'POST', headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  it('opens the harbor once: a second use, an unknown pass or a wrong secret are refused', async () => {
    const answer = await askForPass();
    expect(answer.status).toBe(201);
    const { pass, expires_at, websocket_path } = (await answer.json()) as { pass: string; expires_at: string; websocket_path: string };
    expect(websocket_path).toBe('/radio/studio');
    expect(Date.parse(expires_at) - Date.now()).toBeGreaterThan(50_000);
    // Only its hash is stored.
    const stored = await t.db.selectFrom('studio_passes').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(pass);

    expect((await check({ pass, address: '203.0.113.7' }, 'pas-le-secret')).status).toBe(401);
    expect((await check({ pass, address: '203.0.113.7' })).status).toBe(200);
    const reused = await check({ pass, address: '203.0.113.7' });
    expect(reused.status).toBe(403);
    expect(await reused.json()).toEqual({ error: studioMessages.passRefused, code: 'pass_refused' });
    expect((await check({ pass: 'inconnu' })).status).toBe(403);
    const used = await t.db.selectFrom('studio_passes').select(['used_at', 'used_from']).executeTakeFirstOrThrow();
    expect(used.used_from).toBe('203.0.113.7');
  });

  it('answers a good pass with the title to put on air: the programme on air and its presenter, else the station live', async () => {
    await t.db.deleteFrom('programmes').execute();
    const first = await check({ pass: ((await (await askForPass()).json()) as { pass: string }).pass });
    expect(first.status).toBe(200);
    expect(await first.text()).toBe('Radio Live en direct');
    // An admin has no slot end: the harbor never cuts it.
    expect(first.headers.get('X-Studio-Ends-In')).toBe('0');
    const today = parisWallTime(new Date()).date;
    await t.db.insertInto('programmes').values({ title: 'Le Direct du Soir', host: 'Léa', start_time: '00:00', end_time: '23:59', specific_date: today }).execute();
    const second = await check({ pass: ((await (await askForPass()).json()) as { pass: string }).pass });
    expect(await second.text()).toBe('Le Direct du Soir avec Léa');
  });

  it('refuses an expired pass', async () => {
    const { pass } = (await (await askForPass()).json()) as { pass: string };
    await t.db.updateTable('studio_passes').set({ expires_at: new Date(Date.now() - 1_000) }).where('used_at', 'is', null).execute();
    expect((await check({ pass })).status).toBe(403);
  });

  it('tells an admin whether the studio can take the air here, and only an admin', async () => {
    const admin = (await loginAs(t.app, 'admin')).cookie;
    expect(await (await t.app.request('/api/studio', withCookie(admin))).json()).toEqual({ available: false, websocket_path: '/radio/studio', may_take_air: true, slot: null, replays: null, on_air: null, may_take_hand: false, last_silence_at: null });
    const listener = (await loginAs(t.app, 'user')).cookie;
    expect((await t.app.request('/api/studio', withCookie(listener))).status).toBe(403);
    const enabled = await createTestApp({ streamTitlesSecret: SECRET, studioEnabled: true });
    try {
      const answer = await enabled.app.request('/api/studio', withCookie((await loginAs(enabled.app, 'admin')).cookie));
      expect(await answer.json()).toEqual({ available: true, websocket_path: '/radio/studio', may_take_air: true, slot: null, replays: null, on_air: null, may_take_hand: false, last_silence_at: null });
    } finally {
      await enabled.close();
    }
  });

  it('names who holds the harbor as Liquidsoap says it, and lets an admin take the hand only where the harbor is reachable', async () => {
    const admin = (await loginAs(t.app, 'admin')).cookie;
    let clock = Date.now() / 1000;
    const holder = (source: unknown, extra: Record<string, unknown> = {}, secret = SECRET) => {
      clock += 1;
      return t.app.request('/api/studio/holder', { method: 'POST', headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ source, at: clock, ...extra }) });
    };
    const status = async () => (await (await t.app.request('/api/studio', withCookie(admin))).json()) as { on_air: { since: string } | null; may_take_hand: boolean };

    expect((await holder('encoder', { pass_id: '' })).status).toBe(204);
    expect((await status()).on_air).toEqual({ source: 'encoder', name: null, since: expect.any(String) });
    // Said again 10 s later: the same holder, since the same instant.
    const since = (await status()).on_air!.since;
    expect((await holder('encoder')).status).toBe(204);
    expect((await status()).on_air!.since).toBe(since);
    // A page: the account of the pass its connection opened with, by its number (an admin linked to no presenter: no name).
    const checked = await check({ pass: ((await (await askForPass()).json()) as { pass: string }).pass });
    expect((await holder('app', { pass_id: checked.headers.get('X-Studio-Pass-Id') })).status).toBe(204);
    expect((await status()).on_air).toMatchObject({ source: 'app', name: null });
    // A report older than the last one, arriving late, changes nothing.
    expect((await holder('none', { at: clock - 5 })).status).toBe(204);
    expect((await status()).on_air).toMatchObject({ source: 'app' });
    expect((await holder('none')).status).toBe(204);
    expect((await status()).on_air).toBeNull();
    // Liquidsoap stopped: a holder nobody confirmed for 30 s names nobody.
    expect((await holder('encoder')).status).toBe(204);
    await t.db.updateTable('studio_holder').set({ seen_at: new Date(Date.now() - 31_000) }).execute();
    expect((await status()).on_air).toBeNull();
    expect((await holder('encoder', {}, 'pas-le-secret')).status).toBe(401);
    for (const body of [{ source: 'quelqu’un' }, { source: 'app', pass_id: '../1' }, { source: 'app', at: 'hier' }]) {
      const bad = await t.app.request('/api/studio/holder', { method: 'POST', headers: { Authorization: `Bearer ${SECRET}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ error: studioMessages.holderInvalid });
    }

    // No HARBOR_CONTROL_URL here: no 'Prendre la main'.
    const off = await t.app.request('/api/studio/hand-over', withCookie(admin, json('POST', {})));
    expect(off.status).toBe(409);
    expect(await off.json()).toMatchObject({ error: studioMessages.handOverOff });
    // A harbor that does not answer: a French 502, nothing else changes.
    const unreachable = await createTestApp({ streamTitlesSecret: SECRET, harborControlUrl: 'http://127.0.0.1:9' });
    try {
      const staff = (await loginAs(unreachable.app, 'admin')).cookie;
      // 'Prendre la main' is offered against the encoder only (a page let go would come straight back).
      const report = (source: string) =>
        unreachable.app.request('/api/studio/holder', { method: 'POST', headers: { Authorization: `Bearer ${SECRET}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ source }) });
      await report('app');
      expect(await (await unreachable.app.request('/api/studio', withCookie(staff))).json()).toMatchObject({ may_take_hand: false });
      await report('encoder');
      expect(await (await unreachable.app.request('/api/studio', withCookie(staff))).json()).toMatchObject({ may_take_hand: true });
      const failed = await unreachable.app.request('/api/studio/hand-over', withCookie(staff, json('POST', {})));
      expect(failed.status).toBe(502);
      expect(await failed.json()).toMatchObject({ error: studioMessages.handOverFailed });
    } finally {
      await unreachable.close();
    }
  });

  it('answers a bad body with a French 400', async () => {
    const answer = await check({ pass: 42 });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: studioMessages.harborCheckInvalid });
  });

  it('records a silent studio reported with the station secret: a metric, and the line the studio page shows (last: the status above has none)', async () => {
    const silence = (secret = SECRET) => t.app.request('/api/studio/silence', { method: 'POST', headers: { Authorization: `Bearer ${secret}` } });
    expect((await silence('pas-le-secret')).status).toBe(401);
    expect(await t.db.selectFrom('studio_silences').selectAll().execute()).toEqual([]);
    expect((await silence()).status).toBe(204);
    const status = await (await t.app.request('/api/studio', withCookie((await loginAs(t.app, 'admin')).cookie))).json();
    expect(Date.now() - Date.parse(status.last_silence_at)).toBeLessThan(10_000);
    expect((await studioSilences.get()).values[0]?.value).toBeGreaterThanOrEqual(1);
  });
});
