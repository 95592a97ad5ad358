// The replay writes itself: radio.liq reports each recording of the studio on air, and the app makes
// it the replay of the airing it belongs to (at once, or after a staff check), adds a reconnection's
// file to the same airing's recording, and lists the rest for staff to attach or delete. A
// connection across two airings comes in two files (radio.liq splits where the airing changes), one
// replay each; what nobody published goes after the retention.
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LIVE_REPLAY_TITLE, type LiveRecording, formatFrenchDate, parisInstant, parisWallTime, secondsOf, studioMessages } from '@station/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoClip } from '../../lib/demo-audio.ts';
import { registry } from '../../lib/metrics.ts';
import { loginAs, withCookie } from '../../test/accounts.ts';
import { type TestApp, createTestApp, json } from '../../test/test-app.ts';
import { purgeUnpublishedRecordings } from './live-recording.service.ts';
import { purgeOldRecordings, recordingsUsage } from './recordings-folder.ts';
import { nextAiringChange } from './studio-access.ts';

const SECRET = 'titres-secret-de-test-2026';
const stamp = (at: Date) => at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

describe('the studio’s recordings become replays', () => {
  let folder: string;
  let auto: TestApp;
  let review: TestApp;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'station-recordings-'));
    auto = await createTestApp({ streamTitlesSecret: SECRET, studioEnabled: true, replays: { folder, publish: 'auto', retentionDays: 30 } });
    review = await createTestApp({ streamTitlesSecret: SECRET, studioEnabled: true, replays: { folder, publish: 'review', retentionDays: 30 } });
  });
  afterAll(async () => {
    await auto?.close();
    await review?.close();
    await rm(folder, { recursive: true, force: true });
  });

  const secretHeaders = { Authorization: `Bearer ${SECRET}`, 'Content-Type': 'application/json' };
  let fileCount = 0;
  /** A recording of `seconds` in the folder, as radio.liq names it, and its report. */
  async function recorded(seconds: number, source: 'app' | 'encoder' = 'app', startedAt = new Date()) {
    const file = `studio-${stamp(new Date(startedAt.getTime() + fileCount++ * 1000))}.mp3`;
    await writeFile(path.join(folder, file), demoClip(seconds, fileCount));
    return { file, started_at: startedAt.getTime() / 1000, ended_at: startedAt.getTime() / 1000 + seconds, source };
  }
  const report = (t: TestApp, body: unknown, headers: Record<string, string> = secretHeaders) =>
    t.app.request('/api/studio/recordings', { method: 'POST', headers, body: JSON.stringify(body) });
  /** An emission and today's all-day programme of it, the only one. */
  async function programmeWithEmission(t: TestApp, title: string) {
    const emission = (await t.db.insertInto('emissions').values({ title, img_url: null, mp3_url: null }).returning('id').executeTakeFirstOrThrow()).id;
    await t.db.deleteFrom('programmes').execute();
    await t.db.insertInto('programmes').values({ title, host: 'Léa', start_time: '00:00', end_time: '23:59', specific_date: parisWallTime(new Date()).date, emission_id: emission }).execute();
    return emission;
  }
  /** An admin's pass, used by the harbor now: the browser studio goes on air. Returns the pass's number, which radio.liq sends back. */
  async function adminOnAir(t: TestApp) {
    const admin = (await loginAs(t.app, 'admin')).cookie;
    const { pass } = (await (await t.app.request('/api/studio/pass', withCookie(admin, json('POST', {})))).json()) as { pass: string };
    const checked = await t.app.request('/api/studio/harbor-check', { method: 'POST', headers: secretHeaders, body: JSON.stringify({ pass }) });
    expect(checked.status).toBe(200);
    return { admin, passId: checked.headers.get('X-Studio-Pass-Id')!, checked };
  }
  const staffList = async (t: TestApp, cookie: string) => (await (await t.app.request('/api/studio/recordings', withCookie(cookie))).json()) as LiveRecording[];
  const replaysOf = (t: TestApp, emission: number) =>
    t.db.selectFrom('emission_audio_files').select(['title', 'broadcast_date', 'duration_seconds', 'audio_filename']).where('emission_id', '=', emission).execute();

  it('publishes at once (auto) on the programme’s emission, and adds a reconnection’s file to the same replay', async () => {
    const emission = await programmeWithEmission(auto, 'Le Direct du Soir');
    const { admin, passId } = await adminOnAir(auto);
    const first = await report(auto, { ...(await recorded(6)), pass_id: passId });
    expect(first.status).toBe(201);
    const today = parisWallTime(new Date()).date;
    let replays = await replaysOf(auto, emission);
    expect(replays).toMatchObject([{ title: LIVE_REPLAY_TITLE, broadcast_date: today, duration_seconds: 6 }]);
    // Public: the emission's replay 'Direct du …', and its file.
    const audio = (await (await auto.app.request(`/api/emissions/${emission}/audio`)).json()) as Array<{ parsedTitle: string; formattedDate: string }>;
    expect(audio.map((file) => `${file.parsedTitle} du ${file.formattedDate}`)).toEqual([`Direct du ${formatFrenchDate(today)}`]);
    const served = await auto.app.request(`/Audioemission/${replays[0]!.audio_filename}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('audio/mpeg');

    // The harbor's buffer ran dry a minute later (a file that starts mid-show, long after the pass):
    // the pass's number ties it to the same airing, one replay of both, under a new name (a stored
    // name never changes content) and the old file gone.
    const second = await report(auto, { ...(await recorded(4, 'app', new Date(Date.now() + 60_000))), pass_id: passId });
    expect(await second.json()).toEqual(await first.json());
    const before = replays[0]!.audio_filename;
    replays = await replaysOf(auto, emission);
    expect(replays).toHaveLength(1);
    expect(replays[0]!.duration_seconds).toBe(10);
    expect(replays[0]!.audio_filename).not.toBe(before);
    expect((await auto.app.request(`/Audioemission/${before}`)).status).toBe(404);
    expect((await auto.app.request(`/Audioemission/${replays[0]!.audio_filename}`)).status).toBe(200);
    expect(await staffList(auto, admin)).toMatchObject([{ status: 'published', source: 'app', duration_seconds: 10, programme_title: 'Le Direct du Soir', emission: { id: emission, title: 'Le Direct du Soir' } }]);
    // Published: it goes with its replay, not from here.
    const id = (await staffList(auto, admin))[0]!.id;
    expect((await auto.app.request(`/api/studio/recordings/${id}`, withCookie(admin, { method: 'DELETE', headers: { Origin: 'http://localhost' } }))).status).toBe(409);
  });

  it('gives an admin on air across two programmes one replay each: radio.liq starts a new file where the airing changes', async () => {
    const day = '2026-12-01';
    const at = (time: string) => parisInstant(day, secondsOf(time));
    await auto.db.deleteFrom('programmes').execute();
    const emissions: number[] = [];
    for (const [title, start, end] of [['La Première Heure', '14:00', '15:00'], ['La Deuxième Heure', '15:00', '16:00']] as const) {
      const emission = (await auto.db.insertInto('emissions').values({ title, img_url: null, mp3_url: null }).returning('id').executeTakeFirstOrThrow()).id;
      await auto.db.insertInto('programmes').values({ title, host: null, start_time: start, end_time: end, specific_date: day, emission_id: emission }).execute();
      emissions.push(emission);
    }
    // Where the next file begins: the end of the airing on air; between programmes, the next one's start (tomorrow's too).
    expect(await nextAiringChange(auto.db, at('13:00'))).toEqual(at('14:00'));
    expect(await nextAiringChange(auto.db, at('14:30'))).toEqual(at('15:00'));
    expect(await nextAiringChange(auto.db, at('15:00'))).toEqual(at('16:00'));
    expect(await nextAiringChange(auto.db, at('16:00'))).toBeNull();
    expect(await nextAiringChange(auto.db, parisInstant('2026-11-30', secondsOf('23:30')))).toEqual(at('14:00'));

    // One connection, two files: the first closes a moment after 15:00 (radio.liq's clock), the next opens then.
    const { passId } = await adminOnAir(auto);
    const split = new Date(at('15:00').getTime() + 400);
    const first = await report(auto, { ...(await recorded(6, 'app', new Date(split.getTime() - 6_000))), pass_id: passId });
    const second = await report(auto, { ...(await recorded(4, 'app', split)), pass_id: passId });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(((await second.json()) as { id: number }).id).not.toBe(((await first.json()) as { id: number }).id);
    // The pass is the same: the file's own start, not the pass's, chooses the airing.
    expect(await replaysOf(auto, emissions[0]!)).toMatchObject([{ title: LIVE_REPLAY_TITLE, broadcast_date: day, duration_seconds: 6 }]);
    expect(await replaysOf(auto, emissions[1]!)).toMatchObject([{ title: LIVE_REPLAY_TITLE, broadcast_date: day, duration_seconds: 4 }]);
  });

  it('tells radio.liq when the airing on air ends: with a good pass, and when it asks (the encoder, after each new file)', async () => {
    await programmeWithEmission(review, 'Le Grand Direct');
    const untilMidnight = (parisInstant(parisWallTime(new Date()).date, secondsOf('23:59')).getTime() + 60_000 - Date.now()) / 1000;
    const { checked } = await adminOnAir(review);
    expect(Math.abs(Number(checked.headers.get('X-Studio-Airing-Ends-In')) - untilMidnight)).toBeLessThan(5);
    const asked = await review.app.request('/api/studio/airing', { headers: secretHeaders });
    expect(asked.status).toBe(204);
    expect(Math.abs(Number(asked.headers.get('X-Studio-Airing-Ends-In')) - untilMidnight)).toBeLessThan(5);
    expect((await review.app.request('/api/studio/airing', { headers: { Authorization: 'Bearer pas-le-secret' } })).status).toBe(401);
    // Nothing scheduled today or tomorrow: one file until the studio leaves.
    await review.db.deleteFrom('programmes').execute();
    expect((await review.app.request('/api/studio/airing', { headers: secretHeaders })).headers.get('X-Studio-Airing-Ends-In')).toBe('0');
  });

  it('waits for a staff check (review), then publishes it on its emission', async () => {
    const emission = await programmeWithEmission(review, 'Les Matinales');
    const { admin } = await adminOnAir(review);
    expect((await report(review, await recorded(5))).status).toBe(201);
    expect(await replaysOf(review, emission)).toEqual([]);
    const [waiting] = await staffList(review, admin);
    expect(waiting).toMatchObject({ status: 'review', emission: { id: emission }, duration_seconds: 5, audio_url: expect.stringMatching(/^\/Audioemission\/.+\.mp3$/) });
    const published = await review.app.request(`/api/studio/recordings/${waiting!.id}/publish`, withCookie(admin, json('POST', {})));
    expect(await published.json()).toEqual({ message: studioMessages.published });
    expect(await replaysOf(review, emission)).toMatchObject([{ title: LIVE_REPLAY_TITLE, duration_seconds: 5 }]);
    const again = await review.app.request(`/api/studio/recordings/${waiting!.id}/publish`, withCookie(admin, json('POST', {})));
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: studioMessages.recordingPublished });
    expect(await replaysOf(review, emission)).toHaveLength(1);
  });

  it('lists the encoder’s recording (no pass) for staff, who attach it to an emission or delete it', async () => {
    const emission = await programmeWithEmission(review, 'Nuit Électro');
    const admin = (await loginAs(review.app, 'admin')).cookie;
    expect((await report(review, await recorded(3, 'encoder'))).status).toBe(201);
    const [fromEncoder] = await staffList(review, admin);
    expect(fromEncoder).toMatchObject({ status: 'unattached', source: 'encoder', presenter: null, emission: null });
    const noEmission = await review.app.request(`/api/studio/recordings/${fromEncoder!.id}/publish`, withCookie(admin, json('POST', {})));
    expect(noEmission.status).toBe(400);
    expect(await noEmission.json()).toMatchObject({ error: studioMessages.emissionRequired });
    expect((await review.app.request(`/api/studio/recordings/${fromEncoder!.id}/publish`, withCookie(admin, json('POST', { emission_id: 999_999 })))).status).toBe(404);
    expect((await review.app.request(`/api/studio/recordings/${fromEncoder!.id}/publish`, withCookie(admin, json('POST', { emission_id: emission })))).status).toBe(200);
    expect(await replaysOf(review, emission)).toHaveLength(1);

    expect((await report(review, await recorded(2, 'encoder'))).status).toBe(201);
    const [another] = await staffList(review, admin);
    expect(another!.status).toBe('unattached');
    const deleted = await review.app.request(`/api/studio/recordings/${another!.id}`, withCookie(admin, { method: 'DELETE', headers: { Origin: 'http://localhost' } }));
    expect(await deleted.json()).toEqual({ message: studioMessages.deleted });
    expect((await review.app.request(another!.audio_url)).status).toBe(404);
    expect((await staffList(review, admin)).map((recording) => recording.id)).not.toContain(another!.id);
  });

  it('refuses a wrong secret, a bad body, a file not in the folder, and the staff’s routes to listeners', async () => {
    const good = await recorded(1);
    expect((await report(review, good, { ...secretHeaders, Authorization: 'Bearer pas-le-secret' })).status).toBe(401);
    for (const body of [{ ...good, file: '../../etc/passwd' }, { ...good, started_at: 'hier' }, { ...good, source: 'inconnu' }, { ...good, ended_at: good.started_at - 10 }, 'texte']) {
      const refused = await report(review, body);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ error: studioMessages.recordingInvalid });
    }
    const missing = await report(review, { ...good, file: 'studio-20200101-000000.mp3' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: studioMessages.recordingMissing });
    const listener = (await loginAs(review.app, 'user')).cookie;
    expect((await review.app.request('/api/studio/recordings', withCookie(listener))).status).toBe(403);
    expect((await review.app.request('/api/studio/recordings/1/publish', withCookie(listener, json('POST', {})))).status).toBe(403);
  });

  it('removes a stored recording nobody published after RECORDINGS_RETENTION_DAYS, never a published one', async () => {
    const emission = await programmeWithEmission(review, 'Les Archives');
    const admin = (await loginAs(review.app, 'admin')).cookie;
    const fortyDaysAgo = new Date(Date.now() - 40 * 86_400_000);
    const idOf = async (body: unknown) => ((await (await report(review, body)).json()) as { id: number }).id;
    const stored = (id: number) => review.db.selectFrom('live_recordings').select('audio_filename').where('id', '=', id).executeTakeFirst();
    const oldUnpublished = await idOf(await recorded(2, 'encoder', fortyDaysAgo));
    const oldPublished = await idOf(await recorded(2, 'encoder', new Date(fortyDaysAgo.getTime() + 3_600_000)));
    expect((await review.app.request(`/api/studio/recordings/${oldPublished}/publish`, withCookie(admin, json('POST', { emission_id: emission })))).status).toBe(200);
    const fresh = await idOf(await recorded(2, 'encoder'));
    const goneFile = (await stored(oldUnpublished))!.audio_filename;
    expect((await review.app.request(`/Audioemission/${goneFile}`)).status).toBe(200);

    expect(await purgeUnpublishedRecordings(review.db, review.storage, 30)).toBe(1);
    expect(await stored(oldUnpublished)).toBeUndefined();
    expect((await review.app.request(`/Audioemission/${goneFile}`)).status).toBe(404);
    for (const kept of [oldPublished, fresh]) expect((await review.app.request(`/Audioemission/${(await stored(kept))!.audio_filename}`)).status).toBe(200);
    expect(await replaysOf(review, emission)).toHaveLength(1);
    expect(await purgeUnpublishedRecordings(review.db, review.storage, 30)).toBe(0);
  });

  it('keeps the raw files RECORDINGS_RETENTION_DAYS, and says what the folder holds in /metrics', async () => {
    const kept = await recorded(1);
    const old = await recorded(1);
    const fortyDaysAgo = new Date(Date.now() - 40 * 86_400_000);
    await utimes(path.join(folder, old.file), fortyDaysAgo, fortyDaysAgo);
    await writeFile(path.join(folder, 'notes.txt'), 'pas un enregistrement');
    const before = await recordingsUsage(folder);
    expect(before.oldestAt).toEqual(fortyDaysAgo);
    expect(await purgeOldRecordings(folder, 30)).toBe(1);
    const names = await readdir(folder);
    expect(names).toContain(kept.file);
    expect(names).not.toContain(old.file);
    expect(names).toContain('notes.txt');
    const after = await recordingsUsage(folder);
    expect(after.files).toBe(before.files - 1);
    const metrics = await registry.metrics();
    expect(metrics).toContain(`station_recordings_files ${after.files}`);
    expect(metrics).toContain(`station_recordings_bytes ${after.bytes}`);
    expect(metrics).toContain('station_recordings_retention_days 30');
  });
});
