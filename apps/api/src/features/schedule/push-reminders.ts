// Web Push reminders 10 minutes before a followed programme. The job runs inside every API
// process; each reminder of each airing is claimed by inserting its row in reminder_sends (primary
// key: reminder, airing), so with several processes exactly one sends it. Claimed, then sent: a
// process dying between the two loses that one reminder rather than sending it twice.
import { logger } from '../../lib/logger.ts';
import {
  type PushSubscriptionInput,
  REMINDER_LEAD_MS,
  REMINDER_URL,
  type ReminderPayload,
  addDays,
  airingOn,
  airsOn,
  followMessages,
  parisWallTime,
} from '@station/shared';
import type { Kysely } from 'kysely';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import webpush from 'web-push';
import type { Database } from '../../db/database.ts';
import { notFoundIf } from '../../lib/errors.ts';
import { isAcceptablePushEndpoint, publicOnlyLookup } from '../../lib/public-address.ts';
import { toHourMinute } from './programme.service.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The station's VAPID keys: made at first start and kept in the database, the same for every process. */
export async function ensureVapidKeys(db: Kysely<Database>): Promise<VapidKeys> {
  const stored = await db.selectFrom('vapid_keys').select(['public_key', 'private_key']).executeTakeFirst();
  if (stored) return { publicKey: stored.public_key, privateKey: stored.private_key };
  const made = webpush.generateVAPIDKeys();
  // Two processes starting together: the first insert wins and both read it back.
  await db.insertInto('vapid_keys').values({ public_key: made.publicKey, private_key: made.privateKey }).onConflict((oc) => oc.column('id').doNothing()).execute();
  return ensureVapidKeys(db);
}

export async function addReminder(db: Kysely<Database>, programmeId: number, subscription: PushSubscriptionInput) {
  notFoundIf(await db.selectFrom('programmes').select('id').where('id', '=', programmeId).executeTakeFirst(), followMessages.programmeNotFound);
  const { id } = await db
    .insertInto('push_subscriptions')
    .values({ endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet({ p256dh: subscription.keys.p256dh, auth: subscription.keys.auth }))
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('programme_reminders')
    .values({ programme_id: programmeId, subscription_id: id })
    .onConflict((oc) => oc.columns(['programme_id', 'subscription_id']).doNothing())
    .execute();
}

export async function removeReminder(db: Kysely<Database>, programmeId: number, endpoint: string) {
  await db
    .deleteFrom('programme_reminders')
    .where('programme_id', '=', programmeId)
    .where('subscription_id', 'in', (eb) => eb.selectFrom('push_subscriptions').select('id').where('endpoint', '=', endpoint))
    .execute();
}

/** Sends one encrypted message; answers the push service's status (404/410: the subscription is gone). */
export type PushSender = (subscription: PushSubscriptionInput, payload: string) => Promise<number>;

/**
 * web-push encrypts (RFC 8291, aes128gcm) and signs (VAPID); the message goes to public https
 * endpoints only, their name resolved at connection time and refused if it points inside (DNS
 * rebinding). `toPrivateNetwork`: a test's own push service on this machine.
 */
export function webPushSender(keys: VapidKeys, subject: string, { toPrivateNetwork = false } = {}): PushSender {
  return async (subscription, payload) => {
    if (!toPrivateNetwork && !isAcceptablePushEndpoint(subscription.endpoint)) return 410; // forgotten like a gone subscription
    const request = webpush.generateRequestDetails(subscription, payload, {
      vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: Math.round(REMINDER_LEAD_MS / 1000),
      contentEncoding: 'aes128gcm',
    });
    return deliver(request, toPrivateNetwork);
  };
}

const PUSH_TIMEOUT_MS = 10_000;

function deliver(request: ReturnType<typeof webpush.generateRequestDetails>, toPrivateNetwork: boolean): Promise<number> {
  const url = new URL(request.endpoint);
  const send = url.protocol === 'http:' && toPrivateNetwork ? httpRequest : httpsRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      url,
      {
        method: request.method,
        headers: request.headers as Record<string, string>,
        timeout: PUSH_TIMEOUT_MS,
        ...(toPrivateNetwork ? {} : { lookup: publicOnlyLookup as never }),
      },
      (response) => {
        response.resume(); // the body says nothing we need
        resolve(response.statusCode ?? 0);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('push service timed out')));
    outgoing.on('error', reject);
    outgoing.end(request.body ? Buffer.from(request.body) : undefined);
  });
}

function payloadOf(show: { id: number; title: string; host: string | null; start_time: string; end_time: string }): ReminderPayload {
  return {
    title: `Dans 10 minutes : ${show.title}`,
    body: `${show.host ? `avec ${show.host} · ` : ''}${toHourMinute(show.start_time)} – ${toHourMinute(show.end_time)} en direct`,
    url: REMINDER_URL,
    tag: `programme-${show.id}`,
    programme_id: show.id,
  };
}

/** Sends the reminders due at `now` (an airing starting within the next 10 minutes); returns how many this process sent. */
export async function sendDueReminders(db: Kysely<Database>, send: PushSender, now = new Date()): Promise<number> {
  const rows = await db
    .selectFrom('programme_reminders as r')
    .innerJoin('programmes as p', 'p.id', 'r.programme_id')
    .innerJoin('push_subscriptions as s', 's.id', 'r.subscription_id')
    .select(['r.id as reminder_id', 'p.id', 'p.title', 'p.host', 'p.start_time', 'p.end_time', 'p.days', 'p.specific_date', 's.id as subscription_id', 's.endpoint', 's.p256dh', 's.auth'])
    .execute();
  const today = parisWallTime(now).date;
  let sent = 0;
  for (const row of rows) {
    // Today's airing, or tomorrow's when it starts just after midnight.
    for (const day of [today, addDays(today, 1)]) {
      if (!airsOn(row, day)) continue;
      const { startsAt } = airingOn(row, day);
      const until = startsAt.getTime() - now.getTime();
      if (until <= 0 || until > REMINDER_LEAD_MS) continue;
      const claimed = await db
        .insertInto('reminder_sends')
        .values({ reminder_id: row.reminder_id, airing_starts_at: startsAt })
        .onConflict((oc) => oc.columns(['reminder_id', 'airing_starts_at']).doNothing())
        .returning('reminder_id')
        .executeTakeFirst();
      if (!claimed) continue;
      try {
        const status = await send({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }, JSON.stringify(payloadOf(row)));
        if (status === 404 || status === 410) await db.deleteFrom('push_subscriptions').where('id', '=', row.subscription_id).execute();
        else if (status >= 200 && status < 300) sent += 1;
      } catch (error) {
        logger.error({ err: error }, 'Rappel push impossible');
      }
    }
  }
  return sent;
}

/** How often each process looks for due reminders: well inside the 10-minute lead. */
export const REMINDER_TICK_MS = 30_000;

/** Starts the reminder job of this process; returns its stop function. */
export function startReminderJob(db: Kysely<Database>, subject: string, tickMs = REMINDER_TICK_MS): () => void {
  let sender: PushSender | undefined;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      sender ??= webPushSender(await ensureVapidKeys(db), subject);
      await sendDueReminders(db, sender);
    } catch (error) {
      logger.error({ err: error }, 'Tâche des rappels push interrompue');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), tickMs);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
