// The replay writes itself: radio.liq records the studio while it is on air and, when a recording
// closes, says so (POST /api/studio/recordings). The app copies the file into the media storage and
// ties it to the airing it belongs to: the pass holder's (a presenter's own slot, the programme an
// admin spoke in), none for the studio's encoder, which says nothing of who speaks. A second
// file of the same airing (a reconnection after a drop) is added to the end of the first, so an
// airing gives one recording. With an emission it becomes a replay 'Direct du …' at once
// (REPLAYS_PUBLISH=auto) or when staff publish it; without one, staff attach it or delete it.
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  LIVE_REPLAY_TITLE,
  type LiveRecording,
  type StudioRecordingReport,
  mediaUrl,
  messages,
  parisWallTime,
  studioMessages,
} from '@station/shared';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { audioDurationSeconds } from '../../lib/audio-duration.ts';
import { HttpError, notFoundIf } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import type { Storage } from '../../lib/storage.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { removeStoredFile } from '../../lib/uploads.ts';
import { insertAudioFile, selectEmissionForWrite, updateEmissionRow } from '../emissions/emission.repository.ts';
import { EMISSION_AUDIO_FOLDER } from '../emissions/emission-write.service.ts';
import { deleteUnpublishedBefore, insertRecording, selectRecentRecordings, selectRecording, selectRecordingOfAiring } from './live-recording.repository.ts';
import { presenterName, selectPassUsedBetween, selectUsedPass } from './studio-pass.repository.ts';
import { holderAiring } from './studio-access.ts';

type Replays = NonNullable<AppConfig['replays']>;

/** The pass's use and the recording's first audio: the harbor buffers 2 s, a slow check a few more. */
const PASS_BEFORE_RECORDING_MS = 30_000;
const PASS_AFTER_RECORDING_MS = 5_000;

/** The raw files, one after the other, into one temporary file (MP3 frames follow each other as they are). */
async function joinFiles(folder: string, names: string[]): Promise<{ file: string; done: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'station-replay-'));
  const done = () => rm(dir, { recursive: true, force: true });
  const file = path.join(dir, 'joined.mp3');
  const out = createWriteStream(file);
  try {
    for (const name of names) await pipeline(createReadStream(path.join(folder, name)), out, { end: false });
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
    return { file, done };
  } catch (error) {
    out.destroy();
    await done();
    throw error;
  }
}

/** One report at a time: a reconnection's file waits for the airing's first to be stored (Liquidsoap reports to one process). */
let reports: Promise<unknown> = Promise.resolve();
const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
  const next = reports.then(work, work);
  reports = next.catch(() => undefined);
  return next;
};

const fileExists = (file: string) => stat(file).then((info) => info.isFile(), () => false);

/** Makes the recording a replay of `emissionId`, dated by its airing (or its start); a 409 if it already is one. */
async function publish(db: Kysely<Database>, recording: { id: number; audio_filename: string; duration_seconds: number | null; started_at: Date; airing_starts_at: Date | null }, emissionId: number) {
  await inTransaction(db, async (trx) => {
    const replay = await insertAudioFile(trx, {
      emission_id: emissionId,
      audio_filename: recording.audio_filename,
      title: LIVE_REPLAY_TITLE,
      broadcast_date: parisWallTime(recording.airing_starts_at ?? recording.started_at).date,
      duration_seconds: recording.duration_seconds,
    });
    // The emission's podcast feed changes with its replays: its Last-Modified moves.
    await updateEmissionRow(trx, emissionId, { updated_at: new Date() });
    // Published once: two admins at the same moment make one replay (the other's insert is rolled back).
    const marked = await trx
      .updateTable('live_recordings')
      .set({ emission_id: emissionId, audio_file_id: replay.id })
      .where('id', '=', recording.id)
      .where('audio_file_id', 'is', null)
      .executeTakeFirst();
    if (marked.numUpdatedRows === 0n) throw new HttpError(409, studioMessages.recordingPublished, 'recording_published');
  });
}

/** What radio.liq recorded: stored, tied to its airing, published when the setting says. Returns whether an emission's replays changed. */
export const receiveRecording = (db: Kysely<Database>, storage: Storage, replays: Replays, report: StudioRecordingReport) =>
  oneAtATime(() => storeRecording(db, storage, replays, report));

async function storeRecording(db: Kysely<Database>, storage: Storage, replays: Replays, report: StudioRecordingReport): Promise<{ id: number; published: boolean }> {
  const raw = path.join(replays.folder, report.file);
  if (!(await fileExists(raw))) throw new HttpError(400, studioMessages.recordingMissing, 'recording_missing');
  const startedAt = new Date(report.started_at * 1000);
  const endedAt = new Date(report.ended_at * 1000);
  // The page that held the harbor: by the pass its connection opened with (a file that starts mid-show,
  // after the harbor's buffer ran dry, still has it), else the pass used as the recording began.
  const holder =
    report.source !== 'app'
      ? undefined
      : report.pass_id
        ? await selectUsedPass(db, Number(report.pass_id))
        : await selectPassUsedBetween(db, new Date(startedAt.getTime() - PASS_BEFORE_RECORDING_MS), new Date(startedAt.getTime() + PASS_AFTER_RECORDING_MS));
  // By the file's own start, not the pass's: a connection that runs on past its airing's end goes on
  // in a new file (radio.liq), which goes with the airing on air then.
  const airing = holder ? await holderAiring(db, { role: holder.account_role, account_id: holder.account_id }, startedAt) : null;

  const earlier = airing ? await selectRecordingOfAiring(db, airing.programme.id, airing.startsAt) : undefined;
  if (earlier && (await Promise.all(earlier.raw_files.map((name) => fileExists(path.join(replays.folder, name))))).every(Boolean)) {
    const rawFiles = [...earlier.raw_files, report.file];
    const joined = await joinFiles(replays.folder, rawFiles);
    // Under a new name: a stored name never changes content (browsers keep media a year).
    const audioFilename = `${randomUUID()}.mp3`;
    try {
      const duration = await audioDurationSeconds(joined.file);
      await storage.writeFromFile(`${EMISSION_AUDIO_FOLDER}/${audioFilename}`, joined.file);
      try {
        await inTransaction(db, async (trx) => {
          await trx.updateTable('live_recordings').set({ raw_files: rawFiles, audio_filename: audioFilename, ended_at: endedAt, duration_seconds: duration }).where('id', '=', earlier.id).execute();
          if (earlier.audio_file_id !== null && earlier.emission_id !== null) {
            await trx.updateTable('emission_audio_files').set({ audio_filename: audioFilename, duration_seconds: duration }).where('id', '=', earlier.audio_file_id).execute();
            await updateEmissionRow(trx, earlier.emission_id, { updated_at: new Date() });
          }
        });
      } catch (error) {
        await removeStoredFile(storage, EMISSION_AUDIO_FOLDER, audioFilename);
        throw error;
      }
      await removeStoredFile(storage, EMISSION_AUDIO_FOLDER, earlier.audio_filename);
      logger.info({ recording: earlier.id, file: report.file, duration_seconds: duration }, 'Enregistrement du direct : suite ajoutée au même créneau');
      return { id: earlier.id, published: earlier.audio_file_id !== null };
    } finally {
      await joined.done();
    }
  }

  const audioFilename = `${randomUUID()}.mp3`;
  const duration = await audioDurationSeconds(raw);
  await storage.writeFromFile(`${EMISSION_AUDIO_FOLDER}/${audioFilename}`, raw);
  let id: number | undefined;
  try {
    const programme = airing?.programme;
    ({ id } = await insertRecording(db, {
      raw_files: [report.file],
      audio_filename: audioFilename,
      started_at: startedAt,
      ended_at: endedAt,
      duration_seconds: duration,
      source: holder ? 'app' : 'encoder',
      account_role: holder?.account_role ?? null,
      account_id: holder?.account_id ?? null,
      programme_id: programme?.id ?? null,
      programme_title: programme?.title ?? null,
      airing_starts_at: airing?.startsAt ?? null,
      emission_id: programme?.emission_id ?? null,
    }));
    const publishNow = replays.publish === 'auto' && programme?.emission_id != null;
    if (publishNow) await publish(db, { id, audio_filename: audioFilename, duration_seconds: duration, started_at: startedAt, airing_starts_at: airing!.startsAt }, programme.emission_id!);
    logger.info({ recording: id, file: report.file, duration_seconds: duration, programme: programme?.title ?? null, published: publishNow }, 'Enregistrement du direct reçu');
    return { id, published: publishNow };
  } catch (error) {
    // Nothing half-made: no row without its file, no file without its row.
    if (id !== undefined) await db.deleteFrom('live_recordings').where('id', '=', id).execute();
    await removeStoredFile(storage, EMISSION_AUDIO_FOLDER, audioFilename);
    throw error;
  }
}

/** The staff's list: every recording still to publish or delete, then the last ones published. */
export async function listRecordings(db: Kysely<Database>): Promise<LiveRecording[]> {
  const rows = await selectRecentRecordings(db, 20);
  return rows.map((row) => ({
    id: row.id,
    status: row.audio_file_id !== null ? 'published' : row.emission_id !== null ? 'review' : 'unattached',
    started_at: row.started_at.toISOString(),
    ended_at: row.ended_at.toISOString(),
    duration_seconds: row.duration_seconds,
    source: row.source,
    presenter: presenterName(row),
    programme_title: row.programme_title,
    emission: row.emission_id !== null && row.emission_title !== null ? { id: row.emission_id, title: row.emission_title } : null,
    audio_url: mediaUrl('emissionAudio', row.audio_filename)!,
  }));
}

/** Publishes on its own emission, or on the one staff chose (a recording without one, or another). */
export async function publishRecording(db: Kysely<Database>, id: number, emissionId: number | undefined): Promise<void> {
  const recording = notFoundIf(await selectRecording(db, id), studioMessages.recordingNotFound);
  const target = emissionId ?? recording.emission_id;
  if (target === null) throw new HttpError(400, studioMessages.emissionRequired, 'emission_required');
  notFoundIf(await selectEmissionForWrite(db, target), messages.emissionNotFound);
  await publish(db, recording, target);
}

/** Deletes a recording not published (a published one is deleted as the emission's replay). */
export async function deleteRecording(db: Kysely<Database>, storage: Storage, id: number): Promise<void> {
  const recording = notFoundIf(await selectRecording(db, id), studioMessages.recordingNotFound);
  if (recording.audio_file_id !== null) throw new HttpError(409, studioMessages.recordingPublished, 'recording_published');
  await db.deleteFrom('live_recordings').where('id', '=', id).execute();
  await removeStoredFile(storage, EMISSION_AUDIO_FOLDER, recording.audio_filename);
}

/**
 * The stored recordings nobody published within RECORDINGS_RETENTION_DAYS (left for a staff check,
 * the encoder's never attached) go, rows and files, like the raw files. A published one is the
 * emission's replay and stays. Returns how many.
 */
export async function purgeUnpublishedRecordings(db: Kysely<Database>, storage: Storage, retentionDays: number, now = new Date()): Promise<number> {
  // Rows first: a file left behind by a failed removal is harmless, a row without its file is not.
  const gone = await deleteUnpublishedBefore(db, new Date(now.getTime() - retentionDays * 86_400_000));
  for (const recording of gone) await removeStoredFile(storage, EMISSION_AUDIO_FOLDER, recording.audio_filename);
  if (gone.length) logger.info({ recordings: gone.length }, `Enregistrements du direct : ${gone.length} enregistrement(s) non publié(s) de plus de ${retentionDays} jours supprimé(s)`);
  return gone.length;
}
