import { type Programme, followMessages } from '@station/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, withCookie } from '../../test/accounts.ts';
import { appPerFile, json } from '../../test/test-app.ts';
import { insertProgramme } from '../../test/factories.ts';

const t = appPerFile();
let lea: string;
beforeAll(async () => {
  lea = (await loginAs(t.app, 'user')).cookie;
});

const aProgramme = (values: Partial<{ days: Programme['days']; specific_date: string | null }> = {}) =>
  insertProgramme(t.db, { title: 'Jazz, Soul; et le reste', host: 'Inès Fontaine', description: 'Ligne 1\nLigne 2', start_time: '21:00', end_time: '23:59', days: ['Monday', 'Thursday'], ...values });

describe('follows of a signed-in listener', () => {
  it('follows, lists and unfollows a programme; following twice is once', async () => {
    const id = await aProgramme();
    const followed = await t.app.request('/api/schedule/follows', withCookie(lea, json('POST', { programme_id: id })));
    expect(followed.status).toBe(201);
    await t.app.request('/api/schedule/follows', withCookie(lea, json('POST', { programme_id: id })));
    expect(await (await t.app.request('/api/schedule/follows', withCookie(lea))).json()).toEqual([id]);
    const unfollowed = await t.app.request(`/api/schedule/follows/${id}`, withCookie(lea, { method: 'DELETE', headers: { Origin: 'http://localhost' } }));
    expect(await unfollowed.json()).toEqual([]);
  });

  it('keeps each account its own follows, and asks visitors to sign in', async () => {
    const id = await aProgramme();
    await t.app.request('/api/schedule/follows', withCookie(lea, json('POST', { programme_id: id })));
    const nina = (await loginAs(t.app, 'talent')).cookie;
    expect(await (await t.app.request('/api/schedule/follows', withCookie(nina))).json()).toEqual([]);
    expect((await t.app.request('/api/schedule/follows')).status).toBe(401);
  });

  it('refuses an unknown programme (404) and a bad body (400) in French', async () => {
    const missing = await t.app.request('/api/schedule/follows', withCookie(lea, json('POST', { programme_id: 999_999 })));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: followMessages.programmeNotFound });
    const bad = await t.app.request('/api/schedule/follows', withCookie(lea, json('POST', { programme_id: 'x' })));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: followMessages.programmeInvalid });
  });
});

describe('GET /api/schedule/programmes/:id/calendar.ics', () => {
  it('makes a weekly slot a weekly event in Europe/Paris time', async () => {
    const id = await aProgramme();
    const response = await t.app.request(`/api/schedule/programmes/${id}/calendar.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toContain(`programme-${id}.ics`);
    const ics = await response.text();
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Paris');
    expect(ics).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO,TH\r\n');
    expect(ics).toMatch(/DTSTART;TZID=Europe\/Paris:\d{8}T210000\r\n/);
    // 23:59 runs to midnight: the event ends at 00:00 the next day.
    const start = ics.match(/DTSTART;TZID=Europe\/Paris:(\d{8})/)![1];
    const end = ics.match(/DTEND;TZID=Europe\/Paris:(\d{8})T000000/)![1];
    expect(Number(end) - Number(start)).toBeGreaterThanOrEqual(1);
    expect(ics).toContain('SUMMARY:Jazz\\, Soul\\; et le reste\r\n');
    expect(ics).toContain('DESCRIPTION:avec Inès Fontaine\\nLigne 1\\nLigne 2\r\n');
    expect(ics).toContain('URL:http://localhost/?play=live');
  });

  it('makes a one-off a single event on its date', async () => {
    const id = await aProgramme({ days: [], specific_date: '2026-12-24' });
    const ics = await (await t.app.request(`/api/schedule/programmes/${id}/calendar.ics`)).text();
    expect(ics).toContain('DTSTART;TZID=Europe/Paris:20261224T210000\r\n');
    expect(ics).toContain('DTEND;TZID=Europe/Paris:20261225T000000\r\n');
    expect(ics).not.toContain('RRULE:FREQ=WEEKLY');
  });

  it('answers 404 in French for a programme that does not exist', async () => {
    const response = await t.app.request('/api/schedule/programmes/999999/calendar.ics');
    expect(response.status).toBe(404);
  });
});

describe('reminder subscriptions', () => {
  const subscription = { endpoint: 'https://push.example.org/send/abc', keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } };

  it('gives the VAPID public key, the same on every call (kept in the database)', async () => {
    const first = await (await t.app.request('/api/schedule/push/public-key')).json();
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(await (await t.app.request('/api/schedule/push/public-key')).json()).toEqual(first);
  });

  it('stores a reminder for any device, once, and removes it by its endpoint', async () => {
    const id = await aProgramme();
    const add = () => t.app.request('/api/schedule/reminders', json('POST', { programme_id: id, subscription }));
    expect((await add()).status).toBe(201);
    expect((await add()).status).toBe(201);
    const reminders = () => t.db.selectFrom('programme_reminders').select('id').where('programme_id', '=', id).execute();
    expect(await reminders()).toHaveLength(1);
    await t.app.request(`/api/schedule/reminders/${id}`, json('DELETE', { endpoint: subscription.endpoint }));
    expect(await reminders()).toHaveLength(0);
  });

  it('refuses a subscription that is not one', async () => {
    const id = await aProgramme();
    const response = await t.app.request('/api/schedule/reminders', json('POST', { programme_id: id, subscription: { endpoint: 'javascript:alert(1)', keys: {} } }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: followMessages.subscriptionInvalid });
  });
});
