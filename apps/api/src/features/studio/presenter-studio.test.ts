// The presenters' door to the studio: an admin links an account to a presenter (it keeps its
// role), and that account may take the air from 10 minutes before each of the presenter's slots
// until it ends; outside, and for an account linked to nobody, the API refuses a pass.
import { parisInstant, parisWallTime, presenterMessages, secondsOf, studioMessages } from '@station/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, loginAs, withCookie } from '../../test/accounts.ts';
import { type TestApp, createTestApp, json } from '../../test/test-app.ts';
import { studioAccess, toStudioSlot } from './studio-access.ts';

describe('a presenter takes the air during its own slots', () => {
  let t: TestApp;
  let admin: string;
  let presenter: number;
  beforeAll(async () => {
    t = await createTestApp({ streamTitlesSecret: 'titres-secret-de-test-2026', studioEnabled: true });
    admin = (await loginAs(t.app, 'admin')).cookie!;
    presenter = (
      await t.db.insertInto('animateurs').values({ nom: 'Direct', prenom: 'Léa', img_url: null, fb_url: null, insta_url: null, tiktok_url: null }).returning('animateurid').executeTakeFirstOrThrow()
    ).animateurid;
  });
  afterAll(() => t?.close());

  const link = (email: string | null, id = presenter) => t.app.request(`/api/animateurs/${id}/account`, withCookie(admin, json('PUT', { email })));
  /** A programme of the presenter on `date`, from `start` to `end` (Paris wall times); the only one. */
  async function scheduleSlot(date: string, start: string, end: string) {
    await t.db.deleteFrom('programmes').execute();
    await t.db.insertInto('programmes').values({ title: 'Le Direct de Léa', host: 'Léa', start_time: start, end_time: end, specific_date: date, animateur_id: presenter }).execute();
  }
  const paris = (date: string, time: string) => parisInstant(date, secondsOf(time));

  it('links an account by its address, shows it to admins only, refuses an unknown address, a taken account and a bad body', async () => {
    expect(await (await link(DEMO_LOGINS.user.email.toUpperCase())).json()).toMatchObject({ email: DEMO_LOGINS.user.email, message: presenterMessages.accountLinked });
    expect(await (await t.app.request(`/api/animateurs/${presenter}/account`, withCookie(admin))).json()).toEqual({ email: DEMO_LOGINS.user.email });
    // Never public: the presenter's page says nothing of it.
    expect(JSON.stringify(await (await t.app.request(`/api/animateurs/${presenter}`)).json())).not.toContain(DEMO_LOGINS.user.email);
    expect((await t.app.request(`/api/animateurs/${presenter}/account`, withCookie((await loginAs(t.app, 'user')).cookie))).status).toBe(403);

    const unknown = await link('personne@example.org');
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: presenterMessages.accountUnknown });
    const other = (await t.db.insertInto('animateurs').values({ nom: 'Autre', prenom: 'Animateur', img_url: null, fb_url: null, insta_url: null, tiktok_url: null }).returning('animateurid').executeTakeFirstOrThrow()).animateurid;
    const taken = await link(DEMO_LOGINS.user.email, other);
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ error: presenterMessages.accountTaken });
    expect((await t.app.request(`/api/animateurs/${presenter}/account`, withCookie(admin, json('PUT', { email: 42 })))).status).toBe(400);
    expect((await link(null, 999_999)).status).toBe(404);
  });

  it('opens from 10 minutes before the slot until its end, and not before nor after', async () => {
    await link(DEMO_LOGINS.user.email);
    const account = { role: 'user' as const, id: (await t.db.selectFrom('users').select('userid').where('email', '=', DEMO_LOGINS.user.email).executeTakeFirstOrThrow()).userid, email: DEMO_LOGINS.user.email, name: 'Léa', avatar_url: null, email_verified: true };
    await scheduleSlot('2026-12-01', '14:30', '15:30');
    const slot = { title: 'Le Direct de Léa', starts_at: paris('2026-12-01', '14:30').toISOString(), ends_at: paris('2026-12-01', '15:30').toISOString() };
    const at = async (time: string, date = '2026-12-01') => {
      const access = await studioAccess(t.db, account, paris(date, time));
      return access && { mayTakeAir: access.mayTakeAir, slot: toStudioSlot(access.airing) };
    };
    expect(await at('14:00')).toEqual({ mayTakeAir: false, slot });
    expect(await at('14:19')).toEqual({ mayTakeAir: false, slot });
    expect(await at('14:21')).toEqual({ mayTakeAir: true, slot });
    expect(await at('15:29')).toEqual({ mayTakeAir: true, slot });
    expect(await at('15:31')).toEqual({ mayTakeAir: false, slot: null });
    // Another day: nothing scheduled for this presenter.
    expect(await at('14:40', '2026-12-02')).toEqual({ mayTakeAir: false, slot: null });
  });

  it('opens at 23:50 for the next day’s 00:00 show, and stays shut for a weekly slot a one-off replaces', async () => {
    await link(DEMO_LOGINS.user.email);
    const account = { role: 'user' as const, id: (await t.db.selectFrom('users').select('userid').where('email', '=', DEMO_LOGINS.user.email).executeTakeFirstOrThrow()).userid, email: DEMO_LOGINS.user.email, name: 'Léa', avatar_url: null, email_verified: true };
    await scheduleSlot('2026-12-02', '00:00', '01:00');
    const access = await studioAccess(t.db, account, paris('2026-12-01', '23:51'));
    expect(access).toMatchObject({ mayTakeAir: true });
    expect(toStudioSlot(access!.airing!)).toEqual({ title: 'Le Direct de Léa', starts_at: paris('2026-12-02', '00:00').toISOString(), ends_at: paris('2026-12-02', '01:00').toISOString() });
    expect(await studioAccess(t.db, account, paris('2026-12-01', '23:49'))).toMatchObject({ mayTakeAir: false });

    // Tuesday 2026-12-01: her weekly Tuesday slot, replaced that day by another presenter's one-off.
    await t.db.deleteFrom('programmes').execute();
    await t.db.insertInto('programmes').values({ title: 'Le Direct de Léa', host: 'Léa', start_time: '14:30', end_time: '15:30', days: ['Tuesday'], specific_date: null, animateur_id: presenter }).execute();
    expect(await studioAccess(t.db, account, paris('2026-12-01', '14:40'))).toMatchObject({ mayTakeAir: true });
    await t.db.insertInto('programmes').values({ title: 'Spécial élections', host: null, start_time: '14:00', end_time: '16:00', specific_date: '2026-12-01', animateur_id: null }).execute();
    expect(await studioAccess(t.db, account, paris('2026-12-01', '14:40'))).toEqual({ mayTakeAir: false, airing: null });
    // The next Tuesday, her slot airs again; a one-off inside it ends her airing where it starts.
    expect(await studioAccess(t.db, account, paris('2026-12-08', '14:40'))).toMatchObject({ mayTakeAir: true });
    await t.db.insertInto('programmes').values({ title: 'Flash spécial', host: null, start_time: '15:00', end_time: '15:30', specific_date: '2026-12-08', animateur_id: null }).execute();
    const shortened = await studioAccess(t.db, account, paris('2026-12-08', '14:40'));
    expect(shortened?.airing?.endsAt).toEqual(paris('2026-12-08', '15:00'));
  });

  it('is refused by the harbor once its slot is over, even with a pass given during it, and tells the harbor when the slot ends', async () => {
    await link(DEMO_LOGINS.user.email);
    const listener = (await loginAs(t.app, 'user')).cookie;
    const today = parisWallTime(new Date()).date;
    await scheduleSlot(today, '00:00', '23:59');
    const passOf = async () => ((await (await t.app.request('/api/studio/pass', withCookie(listener, json('POST', {})))).json()) as { pass: string }).pass;
    const check = (pass: string) =>
      t.app.request('/api/studio/harbor-check', { method: 'POST', headers: { Authorization: 'Bearer titres-secret-de-test-2026', 'Content-Type': 'application/json' }, body: JSON.stringify({ pass }) });

    const during = await check(await passOf());
    expect(during.status).toBe(200);
    expect(await during.text()).toBe('Le Direct de Léa avec Léa');
    const endsIn = Number(during.headers.get('X-Studio-Ends-In'));
    const untilMidnight = (paris(today, '23:59').getTime() + 60_000 - Date.now()) / 1000;
    expect(Math.abs(endsIn - untilMidnight)).toBeLessThan(5);
    // Where radio.liq's recording would start a new file: her slot's end too, when the harbor lets her go.
    expect(Math.abs(Number(during.headers.get('X-Studio-Airing-Ends-In')) - untilMidnight)).toBeLessThan(5);

    const pass = await passOf();
    await t.db.deleteFrom('programmes').execute();
    const after = await check(pass);
    expect(after.status).toBe(403);
    expect(await after.json()).toMatchObject({ error: studioMessages.outsideSlot, code: 'outside_slot' });
  });

  it('gives the linked account a pass during its slot, with its own account, and refuses one without a slot', async () => {
    await link(DEMO_LOGINS.user.email);
    const listener = (await loginAs(t.app, 'user')).cookie;
    const askForPass = () => t.app.request('/api/studio/pass', withCookie(listener, json('POST', {})));
    const status = async () => (await t.app.request('/api/studio', withCookie(listener))).json();
    // Today, all day: whatever the hour this test runs at.
    const today = parisWallTime(new Date()).date;
    await scheduleSlot(today, '00:00', '23:59');
    expect(await status()).toMatchObject({ available: true, websocket_path: '/radio/studio', may_take_air: true, slot: { title: 'Le Direct de Léa' } });
    expect((await askForPass()).status).toBe(201);
    const stored = await t.db.selectFrom('studio_passes').select(['account_role']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(stored.account_role).toBe('user');

    await t.db.deleteFrom('programmes').execute();
    expect(await status()).toMatchObject({ may_take_air: false, slot: null });
    const refused = await askForPass();
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: studioMessages.outsideSlot, code: 'outside_slot' });
  });

  it('refuses the studio to an account linked to no presenter, and again once unlinked', async () => {
    const talent = (await loginAs(t.app, 'talent')).cookie;
    const refused = await t.app.request('/api/studio', withCookie(talent));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: studioMessages.notPresenter });
    await link(null);
    const listener = (await loginAs(t.app, 'user')).cookie;
    expect((await t.app.request('/api/studio/pass', withCookie(listener, json('POST', {})))).status).toBe(403);
  });
});
