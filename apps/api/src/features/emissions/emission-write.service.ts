// Staff writes on emissions ('Emission add', 'Add audio to an emission').
// Files are stored before the rows that name them and removed if those rows fail; a replaced or
// deleted emission's files are removed once the database no longer names them.
import {
  recordingLabel,
  type Emission,
  type EmissionAudioFile,
  type EmissionWriteInput,
  emissionMessages,
  formatFrenchDate,
  messages,
} from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { HttpError, notFoundIf } from '../../lib/errors.ts';
import { audioDurationSeconds } from '../../lib/audio-duration.ts';
import type { Storage } from '../../lib/storage.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { type ReceivedFile, removeStoredFile, storeUpload } from '../../lib/uploads.ts';
import { selectVisibleIds } from '../presenters/animateur.repository.ts';
import {
  deleteAudioFileRow,
  deleteEmissionRow,
  insertAudioFile,
  insertEmission,
  replaceBroadcastDates,
  replaceHosts,
  selectEmissionForWrite,
  updateEmissionRow,
} from './emission.repository.ts';
import { getEmission } from './emission.service.ts';

export const EMISSION_IMAGE_FOLDER = 'imageback/emission';
export const EMISSION_AUDIO_FOLDER = 'Audioemission';

export interface EmissionFiles {
  image?: ReceivedFile;
  audio?: ReceivedFile;
}

/** Hosts must be visible presenters: a hidden one is never a host. */
async function checkHosts(db: Kysely<Database>, ids: number[] | undefined) {
  if (!ids?.length) return;
  const visible = await selectVisibleIds(db, ids);
  if (visible.length !== ids.length) throw new HttpError(400, emissionMessages.hostUnknown, 'host_unknown');
}

/** Stores the given files; if anything after fails, `undo` removes them. */
async function storeFiles(storage: Storage, files: EmissionFiles) {
  const image = files.image ? await storeUpload(storage, files.image, EMISSION_IMAGE_FOLDER) : undefined;
  let audio: string | undefined;
  try {
    audio = files.audio ? await storeUpload(storage, files.audio, EMISSION_AUDIO_FOLDER) : undefined;
  } catch (error) {
    await removeStoredFile(storage, EMISSION_IMAGE_FOLDER, image);
    throw error;
  }
  const undo = async () => {
    await removeStoredFile(storage, EMISSION_IMAGE_FOLDER, image);
    await removeStoredFile(storage, EMISSION_AUDIO_FOLDER, audio);
  };
  return { image, audio, undo };
}

export async function createEmission(db: Kysely<Database>, storage: Storage, input: EmissionWriteInput, files: EmissionFiles): Promise<Emission> {
  if (!files.image) throw new HttpError(400, emissionMessages.imageRequired, 'image_required');
  await checkHosts(db, input.animateur_ids);
  const duration = files.audio ? await audioDurationSeconds(files.audio.tempPath) : null;
  const stored = await storeFiles(storage, files);
  try {
    const id = await inTransaction(db, async (trx) => {
      const row = await insertEmission(trx, {
        title: input.title,
        description: input.description,
        img_url: stored.image,
        mp3_url: stored.audio ?? null,
        duration_seconds: duration,
      });
      await replaceBroadcastDates(trx, row.id, input.broadcast_dates);
      await replaceHosts(trx, row.id, input.animateur_ids ?? []);
      return row.id;
    });
    return await getEmission(db, id);
  } catch (error) {
    await stored.undo();
    throw error;
  }
}

export async function updateEmission(
  db: Kysely<Database>,
  storage: Storage,
  id: number,
  input: EmissionWriteInput,
  files: EmissionFiles,
): Promise<Emission> {
  const before = notFoundIf(await selectEmissionForWrite(db, id), messages.emissionNotFound);
  await checkHosts(db, input.animateur_ids);
  const duration = files.audio ? await audioDurationSeconds(files.audio.tempPath) : null;
  const stored = await storeFiles(storage, files);
  try {
    await inTransaction(db, async (trx) => {
      await updateEmissionRow(trx, id, {
        title: input.title,
        description: input.description,
        updated_at: new Date(),
        ...(stored.image ? { img_url: stored.image } : {}),
        ...(stored.audio ? { mp3_url: stored.audio, duration_seconds: duration } : {}),
      });
      await replaceBroadcastDates(trx, id, input.broadcast_dates);
      if (input.animateur_ids) await replaceHosts(trx, id, input.animateur_ids);
    });
  } catch (error) {
    await stored.undo();
    throw error;
  }
  if (stored.image) await removeStoredFile(storage, EMISSION_IMAGE_FOLDER, before.img_url);
  if (stored.audio) await removeStoredFile(storage, EMISSION_AUDIO_FOLDER, before.mp3_url);
  return getEmission(db, id);
}

/** Deletes the emission with its dates, hosts and recordings, then their files. Returns its title. */
export async function deleteEmission(db: Kysely<Database>, storage: Storage, id: number): Promise<string> {
  const before = notFoundIf(await selectEmissionForWrite(db, id), messages.emissionNotFound);
  await deleteEmissionRow(db, id);
  await removeStoredFile(storage, EMISSION_IMAGE_FOLDER, before.img_url);
  await removeStoredFile(storage, EMISSION_AUDIO_FOLDER, before.mp3_url);
  for (const file of before.audio_files) await removeStoredFile(storage, EMISSION_AUDIO_FOLDER, file.audio_filename);
  return before.title;
}

/**
 * 'Add audio to an emission': a recording of one of its dates. Stored under a random
 * name; its title and date are kept in the row (display name title_YYYY-MM-DD).
 */
export async function addEmissionAudio(
  db: Kysely<Database>,
  storage: Storage,
  id: number,
  selectedAudioDate: string,
  audio: ReceivedFile,
): Promise<EmissionAudioFile & { title: string }> {
  const emission = notFoundIf(await selectEmissionForWrite(db, id), messages.emissionNotFound);
  if (!emission.dates.some((date) => date.broadcast_date === selectedAudioDate)) {
    throw new HttpError(400, emissionMessages.audioDateNotInEmission, 'date_not_in_emission');
  }
  const duration = await audioDurationSeconds(audio.tempPath);
  const name = await storeUpload(storage, audio, EMISSION_AUDIO_FOLDER);
  try {
    const row = await inTransaction(db, async (trx) => {
      // The emission's podcast feed changes with its replays: its Last-Modified moves.
      await updateEmissionRow(trx, id, { updated_at: new Date() });
      return insertAudioFile(trx, { emission_id: id, audio_filename: name, title: emission.title, broadcast_date: selectedAudioDate, duration_seconds: duration });
    });
    return {
      id: row.id,
      audio_filename: row.audio_filename,
      title: row.title,
      parsedTitle: row.title,
      parsedDate: row.broadcast_date,
      formattedDate: row.broadcast_date ? formatFrenchDate(row.broadcast_date) : null,
    };
  } catch (error) {
    await removeStoredFile(storage, EMISSION_AUDIO_FOLDER, name);
    throw error;
  }
}

/** Deletes an extra recording (never the primary one: it is not an extra file). Returns its display name. */
export async function deleteEmissionAudio(db: Kysely<Database>, storage: Storage, id: number, audioId: number): Promise<string> {
  notFoundIf(await selectEmissionForWrite(db, id), messages.emissionNotFound);
  const row = notFoundIf(
    await inTransaction(db, async (trx) => {
      const deleted = await deleteAudioFileRow(trx, id, audioId);
      if (deleted) await updateEmissionRow(trx, id, { updated_at: new Date() });
      return deleted;
    }),
    emissionMessages.audioNotFound,
  );
  await removeStoredFile(storage, EMISSION_AUDIO_FOLDER, row.audio_filename);
  return recordingLabel(row.title, row.broadcast_date);
}
