// The reminder job: an encrypted Web Push message that a push endpoint served by this test receives
// and decrypts (RFC 8291 aes128gcm, RFC 8292 VAPID), and one send per reminder and airing when two
// API processes run the job on the same database.
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { type IncomingHttpHeaders, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type PushSubscriptionInput, REMINDER_URL, type ReminderPayload, airingOn, parisWallTime } from '@station/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json } from '../../test/test-app.ts';
import { type PushSender, ensureVapidKeys, sendDueReminders, webPushSender } from './push-reminders.ts';
import { insertProgramme } from '../../test/factories.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // This file's push service runs on 127.0.0.1: the app accepts it here only.
  t = await createTestApp({ pushToPrivateNetwork: true });
});
afterAll(() => t.close());

const today = parisWallTime(new Date()).date;
const slot = { start_time: '21:00', end_time: '22:00' };
/** Five minutes before today's 21:00 airing, whatever the real time. */
const fiveMinutesBefore = new Date(airingOn(slot, today).startsAt.getTime() - 5 * 60_000);

const aProgramme = (title: string) => insertProgramme(t.db, { title, host: 'Karim Benali', ...slot, specific_date: today });

/** A browser's side of a subscription: its ECDH key pair and auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}

/** RFC 8291 §3.4 + RFC 8188: what the browser does with an aes128gcm push message. */
function decrypt(body: Buffer, browser: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const ecdhSecret = browser.ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  return padded.subarray(0, padded.lastIndexOf(2)).toString('utf8');
}

/** RFC 8292: 'vapid t=<JWT signed ES256 by the key k>, k=<public key>'. */
function verifyVapid(header: string, publicKey: string, audience: string) {
  const [, token, key] = header.match(/^vapid t=([^,]+), k=(.+)$/)!;
  expect(key).toBe(publicKey);
  const [head, claims, signature] = token.split('.');
  const raw = Buffer.from(publicKey, 'base64url');
  const jwk = { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') };
  const signed = verify('sha256', Buffer.from(`${head}.${claims}`), { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  expect(signed).toBe(true);
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString());
  expect(body.aud).toBe(audience);
  expect(body.sub).toBe('mailto:contact@radio-live.fr');
}

describe('the reminder reaches a push endpoint, encrypted and signed', () => {
  it('sends 10 minutes ahead an aes128gcm message the browser can decrypt, opening the live player', async () => {
    const received: Array<{ headers: IncomingHttpHeaders; body: Buffer; url: string }> = [];
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body: Buffer.concat(chunks), url: request.url ?? '' });
        response.writeHead(201).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const browser = browserKeys();
      const id = await aProgramme('Club Live');
      const subscribed = await t.app.request('/api/schedule/reminders', json('POST', { programme_id: id, subscription: { endpoint: `${origin}/push/device-1`, keys: browser.keys } }));
      expect(subscribed.status).toBe(201);

      const keys = await ensureVapidKeys(t.db);
      const sender = webPushSender(keys, 'mailto:contact@radio-live.fr', { toPrivateNetwork: true });
      // Too early (20 minutes before): nothing.
      expect(await sendDueReminders(t.db, sender, new Date(fiveMinutesBefore.getTime() - 15 * 60_000))).toBe(0);
      expect(await sendDueReminders(t.db, sender, fiveMinutesBefore)).toBe(1);
      // A later tick of the same airing sends nothing more.
      expect(await sendDueReminders(t.db, sender, new Date(fiveMinutesBefore.getTime() + 60_000))).toBe(0);

      expect(received).toHaveLength(1);
      const [message] = received;
      expect(message.url).toBe('/push/device-1');
      expect(message.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(message.headers.ttl)).toBe(600);
      verifyVapid(String(message.headers.authorization), keys.publicKey, origin);
      const payload = JSON.parse(decrypt(message.body, browser)) as ReminderPayload;
      expect(payload).toEqual({
        title: 'Dans 10 minutes : Club Live',
        body: 'avec Karim Benali · 21:00 – 22:00 en direct',
        url: REMINDER_URL,
        tag: `programme-${id}`,
        programme_id: id,
      });
    } finally {
      server.close();
    }
  });

  it('forgets a subscription the push service says is gone (410)', async () => {
    const id = await aProgramme('Nuits Blanches');
    const endpoint = 'https://push.example.org/gone';
    await t.app.request('/api/schedule/reminders', json('POST', { programme_id: id, subscription: { endpoint, keys: browserKeys().keys } }));
    await sendDueReminders(t.db, async (subscription) => (subscription.endpoint === endpoint ? 410 : 201), fiveMinutesBefore);
    expect(await t.db.selectFrom('push_subscriptions').select('id').where('endpoint', '=', endpoint).executeTakeFirst()).toBeUndefined();
  });
});

describe('two API processes on one database', () => {
  it('send each reminder of an airing once, however their ticks interleave', async () => {
    await t.db.deleteFrom('programme_reminders').execute();
    const id = await aProgramme('Après-midi Groove');
    const devices = Array.from({ length: 6 }, (_, index) => `https://push.example.org/device-${index}`);
    for (const endpoint of devices)
      await t.app.request('/api/schedule/reminders', json('POST', { programme_id: id, subscription: { endpoint, keys: browserKeys().keys } }));

    const deliveries: string[] = [];
    // Each "process" records what it sends, after a pause that lets the other one run meanwhile.
    const senderOf = (process: string): PushSender => async (subscription: PushSubscriptionInput) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      deliveries.push(`${process} ${subscription.endpoint}`);
      return 201;
    };
    // On Postgres the second process has its own connections. PGlite serves one process
    // (one writer per data folder), so there the two jobs interleave over the same connection pool.
    const secondProcess = t.kind === 'postgres' ? t.connectAgain() : t.db;
    try {
      const ticks = [0, 30_000, 60_000].flatMap((offset) => {
        const now = new Date(fiveMinutesBefore.getTime() + offset);
        return [sendDueReminders(t.db, senderOf('A'), now), sendDueReminders(secondProcess, senderOf('B'), now)];
      });
      const sent = await Promise.all(ticks);
      expect(sent.reduce((total, count) => total + count, 0)).toBe(devices.length);
      expect(deliveries.map((delivery) => delivery.split(' ')[1]).sort()).toEqual([...devices].sort());
      expect(await t.db.selectFrom('reminder_sends').select('reminder_id').execute()).toHaveLength(devices.length);
    } finally {
      if (secondProcess !== t.db) await secondProcess.destroy();
    }
  });
});
