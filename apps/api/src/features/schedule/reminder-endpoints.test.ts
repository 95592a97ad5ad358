// A push endpoint is typed by whoever subscribes and the reminder job POSTs to it.
// Only public https endpoints are stored; at send time the name is resolved again and a name that
// points inside (DNS rebinding) is refused before any byte leaves; subscriptions are limited.
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { airingOn, followMessages, parisDate } from '@station/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../config.ts';
import { isAcceptablePushEndpoint, isPublicAddress, publicOnlyLookup } from '../../lib/public-address.ts';
import { createTestApp, json } from '../../test/test-app.ts';
import { ensureVapidKeys, sendDueReminders, webPushSender } from './push-reminders.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // Behind a proxy: X-Forwarded-For names the client, so the test can be several addresses.
  t = await createTestApp({ trustProxy: true, rateLimits: { ...DEFAULT_RATE_LIMITS, remindersPerAddress: 5 } });
});
afterAll(() => t.close());

const keys = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) };
const programmeId = async () => (await t.db.selectFrom('programmes').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
const subscribe = async (endpoint: string, address: string) =>
  t.app.request('/api/schedule/reminders', json('POST', { programme_id: await programmeId(), subscription: { endpoint, keys } }, { 'X-Forwarded-For': address }));

describe('push endpoints a visitor may register', () => {
  it.each([
    'http://push.example.org/send/1',
    'https://127.0.0.1/push',
    'https://127.1.2.3:8443/push',
    'https://localhost/push',
    'https://api.localhost/push',
    'https://[::1]/push',
    'https://[::ffff:127.0.0.1]/push',
    'https://[::ffff:7f00:1]/push',
    'https://10.0.0.5/push',
    'https://172.20.1.1/push',
    'https://192.168.1.10/push',
    'https://169.254.169.254/latest/meta-data',
    'https://[fe80::1]/push',
    'https://[fd00::1]/push',
    'https://0.0.0.0/push',
    'https://metadata.internal/push',
    'https://user:secret@push.example.org/x',
  ])('refuses %s with a French 400 and stores nothing', async (endpoint) => {
    const response = await subscribe(endpoint, '203.0.113.50');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: followMessages.subscriptionInvalid });
    expect(await t.db.selectFrom('push_subscriptions').select('id').where('endpoint', '=', endpoint).executeTakeFirst()).toBeUndefined();
  });

  it('accepts the push services of the browsers', async () => {
    for (const endpoint of ['https://fcm.googleapis.com/fcm/send/abc', 'https://updates.push.services.mozilla.com/wpush/v2/x', 'https://web.push.apple.com/Q1']) {
      expect(isAcceptablePushEndpoint(endpoint), endpoint).toBe(true);
    }
    expect((await subscribe('https://fcm.googleapis.com/fcm/send/device-ok', '198.51.100.20')).status).toBe(201);
  });

  it('limits the subscriptions of one client address', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 7; index += 1) statuses.push((await subscribe(`https://fcm.googleapis.com/fcm/send/flood-${index}`, '198.51.100.77')).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    const stored = await t.db.selectFrom('push_subscriptions').select('id').where('endpoint', 'like', 'https://fcm.googleapis.com/fcm/send/flood-%').execute();
    expect(stored).toHaveLength(5);
    // Another address is not held back by that one.
    expect((await subscribe('https://fcm.googleapis.com/fcm/send/neighbour', '198.51.100.78')).status).toBe(201);
  });

  it('knows the public addresses from the rest', () => {
    expect(['8.8.8.8', '2a00:1450:4007::1', '142.250.74.78'].every(isPublicAddress)).toBe(true);
    expect(['127.0.0.1', '::1', '::ffff:10.0.0.1', '::ffff:a00:1', '100.64.1.1', '::', 'fc00::2', 'not-an-ip'].some(isPublicAddress)).toBe(false);
  });
});

describe('sending to a name that points inside', () => {
  it('resolves the name when the socket connects and refuses a private answer: nothing reaches this machine', async () => {
    let reached = 0;
    const server = createServer((_request, response) => {
      reached += 1;
      response.writeHead(201).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      // 'localhost' answers 127.0.0.1 from /etc/hosts, as a rebound public name would.
      const failure = await new Promise<NodeJS.ErrnoException>((resolve) => {
        const outgoing = httpRequest(`http://localhost:${port}/push`, { method: 'POST', lookup: publicOnlyLookup as never }, () => resolve(new Error('reached')));
        outgoing.on('error', resolve);
        outgoing.end('x');
      });
      expect(failure.code).toBe('ENOTPUBLIC');
      expect(reached).toBe(0);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('sends nothing to a stored endpoint that is not public any more, and forgets it', async () => {
    const today = parisDate();
    const slot = { start_time: '21:00', end_time: '22:00' };
    const { id } = await t.db.insertInto('programmes').values({ title: 'Rebinding', host: null, ...slot, specific_date: today }).returning('id').executeTakeFirstOrThrow();
    // A row stored before the registration check existed.
    const endpoint = 'https://localhost./push';
    const { id: subscription } = await t.db.insertInto('push_subscriptions').values({ endpoint, ...keys }).returning('id').executeTakeFirstOrThrow();
    await t.db.insertInto('programme_reminders').values({ programme_id: id, subscription_id: subscription }).execute();
    const sender = webPushSender(await ensureVapidKeys(t.db), 'mailto:contact@radio-live.fr');
    const fiveMinutesBefore = new Date(airingOn(slot, today).startsAt.getTime() - 5 * 60_000);
    expect(await sendDueReminders(t.db, sender, fiveMinutesBefore)).toBe(0);
    expect(await t.db.selectFrom('push_subscriptions').select('id').where('id', '=', subscription).executeTakeFirst()).toBeUndefined();
  });
});
