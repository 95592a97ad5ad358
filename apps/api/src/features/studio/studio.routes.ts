// The harbor's passes for the browser studio ('Prendre l'antenne'). The browser never holds the
// harbor's password: the app gives a signed-in admin a one-use pass for a minute, the studio page
// offers it in its hello to the harbor (never in an address: proxy and Liquidsoap logs keep
// addresses), and Liquidsoap's auth callback asks the app whether it is good. Admins may take the
// air at any time, the account linked to a presenter during its slots (studio-access.ts).
import {
  STUDIO_PASS_TTL_MS,
  STUDIO_WEBSOCKET_PATH,
  type StudioHolder,
  type StudioPass,
  type StudioStatus,
  harborCheckSchema,
  idParamSchema,
  publishRecordingSchema,
  studioMessages,
  studioHolderSchema,
  studioRecordingSchema,
  studioTitle,
} from '@station/shared';
import { type Context, Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { allowRoles, signedIn, toStoredRole } from '../../lib/auth.ts';
import { invalidate } from '../../lib/cache.ts';
import { HttpError } from '../../lib/errors.ts';
import type { AppEnv } from '../../lib/context.ts';
import { logger } from '../../lib/logger.ts';
import { studioSilences } from '../../lib/metrics.ts';
import { stationSecret } from '../../lib/station-secret.ts';
import { validate } from '../../lib/validate.ts';
import { deleteRecording, listRecordings, publishRecording, receiveRecording } from './live-recording.service.ts';
import { holderAiring, nextAiringChange, studioAccess, toStudioSlot } from './studio-access.ts';
import {
  createStudioPass,
  lastStudioSilence,
  presenterName,
  recordStudioSilence,
  selectPassUsedBetween,
  selectStudioHolder,
  selectUsedPass,
  setStudioHolder,
  useStudioPass,
} from './studio-pass.repository.ts';

const recordingParam = idParamSchema('id');

/** Liquidsoap says who holds the harbor every 10 s: unconfirmed for 30 s (Liquidsoap stopped), nobody does. */
const HOLDER_CONFIRMED_MS = 30_000;

/** A silence cut stays on the studio page for an hour. */
const SILENCE_SHOWN_MS = 60 * 60_000;

/**
 * Seconds until the schedule changes next (the airing on air ends, or between programmes the next
 * begins): radio.liq starts a new recording file then, so that each airing has its own. At least 1;
 * 0: nothing scheduled today or tomorrow.
 */
async function airingEndsIn(db: Kysely<Database>, now: Date): Promise<number> {
  const change = await nextAiringChange(db, now);
  return change ? Math.max(1, Math.ceil((change.getTime() - now.getTime()) / 1000)) : 0;
}

/** The account's way to the studio, or a 403 for an account that has none. */
async function accessOrRefuse(c: Context<AppEnv>) {
  const access = await studioAccess(c.var.db, c.var.account!, new Date());
  if (!access) throw new HttpError(403, studioMessages.notPresenter, 'not_presenter');
  return access;
}

export const studioRoutes = new Hono<AppEnv>()
  /** GET /api/studio: whether the studio page can take the air here (the station stack is there), and this account now. */
  .get('/', signedIn(), async (c) => {
    const { studioEnabled, streamTitlesSecret, harborControlUrl } = c.var.config;
    const access = await accessOrRefuse(c);
    const now = new Date();
    const holder = await selectStudioHolder(c.var.db, new Date(now.getTime() - HOLDER_CONFIRMED_MS));
    const onAir: StudioHolder | null = holder?.source ? { source: holder.source, name: presenterName(holder), since: holder.since.toISOString() } : null;
    const body: StudioStatus = {
      available: Boolean(studioEnabled && streamTitlesSecret),
      websocket_path: STUDIO_WEBSOCKET_PATH,
      may_take_air: access.mayTakeAir,
      slot: toStudioSlot(access.airing),
      replays: c.var.config.replays?.publish ?? null,
      on_air: onAir,
      // From the encoder only: a page let go would be back with a fresh pass before the admin's page.
      may_take_hand: c.var.account!.role === 'admin' && onAir?.source === 'encoder' && Boolean(harborControlUrl && streamTitlesSecret),
      last_silence_at: (await lastStudioSilence(c.var.db, new Date(now.getTime() - SILENCE_SHOWN_MS)))?.toISOString() ?? null,
    };
    return c.json(body, 200, { 'Cache-Control': 'no-store' });
  })
  /** POST /api/studio/pass: a pass for an admin, or a presenter in its slot (the studio page asks at each connection). */
  .post('/pass', signedIn(), async (c) => {
    const account = c.var.account!;
    const access = await accessOrRefuse(c);
    if (!access.mayTakeAir) throw new HttpError(403, studioMessages.outsideSlot, 'outside_slot');
    const { pass, expiresAt } = await createStudioPass(c.var.db, { role: toStoredRole(account.role), accountId: account.id, now: new Date(), ttlMs: STUDIO_PASS_TTL_MS });
    const body: StudioPass = { pass, expires_at: expiresAt.toISOString(), websocket_path: STUDIO_WEBSOCKET_PATH };
    return c.json(body, 201, { 'Cache-Control': 'no-store' });
  })
  /**
   * POST /api/studio/hand-over: 'Prendre la main'. An admin asks the harbor (HARBOR_CONTROL_URL, the
   * station secret) to let whoever holds it go; the encoder then waits 30 s, and the admin's page takes the air.
   */
  .post('/hand-over', allowRoles('admin'), async (c) => {
    const { harborControlUrl, streamTitlesSecret } = c.var.config;
    if (!harborControlUrl || !streamTitlesSecret) throw new HttpError(409, studioMessages.handOverOff, 'hand_over_off');
    const answer = await fetch(new URL('/control/hand-over', harborControlUrl), {
      method: 'POST',
      headers: { Authorization: `Bearer ${streamTitlesSecret}` },
      signal: AbortSignal.timeout(3_000),
    }).catch(() => undefined);
    if (!answer?.ok) {
      // No answer, or a refusal (401: radio.liq has another STREAM_TITLES_SECRET): the log says which.
      logger.error({ status: answer?.status ?? null }, 'Studio : le harbor n’a pas laissé la main');
      throw new HttpError(502, studioMessages.handOverFailed, 'hand_over_failed');
    }
    const account = c.var.account!;
    logger.info({ account_role: toStoredRole(account.role), account_id: account.id }, 'Studio : un administrateur prend la main');
    return c.json({ message: studioMessages.handedOver }, 200);
  })
  /** GET /api/studio/recordings: 'Enregistrements du direct', the studio's recordings for the staff. */
  .get('/recordings', allowRoles('admin'), async (c) => c.json(await listRecordings(c.var.db), 200, { 'Cache-Control': 'no-store' }))
  /** POST /api/studio/recordings/:id/publish: the recording becomes a replay of its emission, or of the one chosen. */
  .post('/recordings/:id/publish', allowRoles('admin'), validate('param', recordingParam), validate('json', publishRecordingSchema), async (c) => {
    await publishRecording(c.var.db, c.req.valid('param').id, c.req.valid('json').emission_id);
    invalidate(c, 'emissions');
    return c.json({ message: studioMessages.published }, 200);
  })
  /** DELETE /api/studio/recordings/:id: a recording nobody will publish (a published one goes with its replay). */
  .delete('/recordings/:id', allowRoles('admin'), validate('param', recordingParam), async (c) => {
    await deleteRecording(c.var.db, c.var.storage, c.req.valid('param').id);
    return c.json({ message: studioMessages.deleted }, 200);
  });

/**
 * POST /api/studio/harbor-check: Liquidsoap's harbor, for a source that is not the studio's encoder.
 * No browser, no session, no Origin: the station's shared secret (STREAM_TITLES_SECRET, which the
 * AutoDJ already holds) as `Authorization: Bearer` decides who may ask. 200: let it on air, with the
 * title to put on air (text: the programme on air and its presenter); 403: not.
 */
export const liquidsoapStudioRoutes = new Hono<AppEnv>()
  .post(
    '/harbor-check',
    stationSecret('harbor_check_refused'),
    validate('json', harborCheckSchema),
    async (c) => {
      const { pass, address } = c.req.valid('json');
      const holder = await useStudioPass(c.var.db, pass, new Date(), address ?? null);
      // Logged without the pass: who went on air, from where.
      if (!holder) {
        logger.warn({ address: address ?? null }, 'Studio : pass refusé par le harbor');
        return c.json({ error: studioMessages.passRefused, code: 'pass_refused' }, 403, { 'Cache-Control': 'no-store' });
      }
      // Checked again as the harbor opens: a presenter whose slot ended since the pass was given stays off air.
      const now = new Date();
      const airing = await holderAiring(c.var.db, { role: holder.account_role, account_id: holder.account_id }, now);
      if (airing === undefined) {
        logger.warn({ account_role: holder.account_role, account_id: holder.account_id, address: address ?? null }, 'Studio : pass refusé par le harbor, hors du créneau');
        return c.json({ error: studioMessages.outsideSlot, code: 'outside_slot' }, 403, { 'Cache-Control': 'no-store' });
      }
      const title = studioTitle(airing?.programme, c.var.config.station.name);
      // A presenter leaves the air when its slot ends: radio.liq lets its client go then (admins have no end).
      const endsInSeconds = holder.account_role === 'admin' || !airing ? 0 : Math.max(1, Math.ceil((airing.endsAt.getTime() - now.getTime()) / 1000));
      logger.info({ account_role: holder.account_role, account_id: holder.account_id, address: address ?? null, title, ends_in_seconds: endsInSeconds || null }, 'Studio : à l’antenne depuis l’application');
      // Plain text: radio.liq reads the body as it is and puts it on air as the studio's title.
      // The pass's number: radio.liq sends it back with its reports of this connection (holder, recordings).
      return c.text(title, 200, {
        'Cache-Control': 'no-store',
        'X-Studio-Ends-In': String(endsInSeconds),
        'X-Studio-Airing-Ends-In': String(await airingEndsIn(c.var.db, now)),
        'X-Studio-Pass-Id': String(holder.id),
      });
    },
  )
  /**
   * GET /api/studio/airing: when radio.liq's recording should start its next file
   * (`X-Studio-Airing-Ends-In`, as the harbor-check answers it): asked when the encoder goes on air,
   * and again after each new file.
   */
  .get('/airing', stationSecret('studio_airing_refused'), async (c) =>
    c.body(null, 204, { 'Cache-Control': 'no-store', 'X-Studio-Airing-Ends-In': String(await airingEndsIn(c.var.db, new Date())) }),
  )
  /**
   * POST /api/studio/silence: radio.liq says the studio has been silent on air for 20 s (a muted or
   * dead microphone) and the AutoDJ has the air back: a line in the log, a metric, and the studio
   * page shows it to the staff.
   */
  .post('/silence', stationSecret('studio_silence_refused'), async (c) => {
    await recordStudioSilence(c.var.db, new Date());
    studioSilences.inc();
    logger.warn('Studio : 20 s de silence à l’antenne, la programmation automatique a repris l’antenne');
    return c.body(null, 204);
  })
  /** POST /api/studio/holder: radio.liq says who holds the harbor now (a page, the encoder, or none). */
  .post('/holder', stationSecret('studio_holder_refused'), validate('json', studioHolderSchema), async (c) => {
    const { source, pass_id, at } = c.req.valid('json');
    const now = new Date();
    // A page's account: the pass this connection opened with (else the one used last, for an older radio.liq).
    const pass =
      source !== 'app' ? undefined : pass_id ? await selectUsedPass(c.var.db, Number(pass_id)) : await selectPassUsedBetween(c.var.db, new Date(now.getTime() - 60_000), now);
    const holder = source === 'none' ? null : { source, account_role: pass?.account_role ?? null, account_id: pass?.account_id ?? null };
    await setStudioHolder(c.var.db, holder, at ?? now.getTime() / 1000, now);
    return c.body(null, 204);
  })
  /**
   * POST /api/studio/recordings: radio.liq closed a recording of the studio on air (RECORDINGS_FOLDER):
   * it becomes the replay of its airing (live-recording.service.ts). 201 with its id.
   */
  .post('/recordings', stationSecret('studio_recording_refused'), validate('json', studioRecordingSchema), async (c) => {
    const replays = c.var.config.replays;
    if (!replays) return c.json({ error: studioMessages.recordingsOff, code: 'recordings_off' }, 409);
    const received = await receiveRecording(c.var.db, c.var.storage, replays, c.req.valid('json'));
    if (received.published) invalidate(c, 'emissions');
    return c.json({ id: received.id }, 201);
  });
