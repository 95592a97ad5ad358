// Admin writes on mixes ('Mix add'): a multipart form with the artwork and the
// recording. Files are stored only once every field is valid, and a replaced or deleted mix's files
// are removed after the row that named them has changed.
import { type Mix, type MixFormFields, messages, mixFormSchema, mixMessages } from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { audioDurationSeconds } from '../../lib/audio-duration.ts';
import { HttpError, notFoundIf } from '../../lib/errors.ts';
import type { Storage } from '../../lib/storage.ts';
import { type MultipartForm, removeStoredFile, storeUpload } from '../../lib/uploads.ts';
import { getMix } from './mix.service.ts';

export const MIX_IMAGE_FOLDER = 'imageback/mixes';
export const MIX_AUDIO_FOLDER = 'musics/MixDJ';
export const MIX_UPLOADS = { image: 'image', audio: 'audio' } as const;

function parseFields(form: MultipartForm): MixFormFields {
  const parsed = mixFormSchema.safeParse(form.fields);
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? messages.invalidBody, 'invalid_body');
  return parsed.data;
}

/** The DJ select lists only presenters with the role DJ; the server holds the same line. */
async function assertDj(db: Kysely<Database>, animateurId: number) {
  const dj = await db
    .selectFrom('animateurs')
    .select('animateurid')
    .where('animateurid', '=', animateurId)
    .where('role', '=', 'DJ')
    .where('hidden', '=', false)
    .executeTakeFirst();
  if (!dj) throw new HttpError(400, mixMessages.djNotFound, 'invalid_dj');
}

export async function createMix(db: Kysely<Database>, storage: Storage, form: MultipartForm): Promise<Mix> {
  const fields = parseFields(form);
  const { image, audio } = form.files;
  if (!image) throw new HttpError(400, mixMessages.imageRequired, 'image_required');
  if (!audio) throw new HttpError(400, mixMessages.audioRequired, 'audio_required');
  await assertDj(db, fields.animateur_id);
  const duration = await audioDurationSeconds(audio.tempPath);
  const imgName = await storeUpload(storage, image, MIX_IMAGE_FOLDER);
  let mp3Name: string | undefined;
  try {
    mp3Name = await storeUpload(storage, audio, MIX_AUDIO_FOLDER);
    const row = await db
      .insertInto('mixes')
      .values({ ...fields, img_url: imgName, mp3_url: mp3Name, duration_seconds: duration })
      .returning('mixid')
      .executeTakeFirstOrThrow();
    return await getMix(db, row.mixid);
  } catch (error) {
    await removeStoredFile(storage, MIX_IMAGE_FOLDER, imgName);
    await removeStoredFile(storage, MIX_AUDIO_FOLDER, mp3Name);
    throw error;
  }
}

const currentFiles = async (db: Kysely<Database>, mixid: number) =>
  notFoundIf(
    await db.selectFrom('mixes').select(['img_url', 'mp3_url']).where('mixid', '=', mixid).executeTakeFirst(),
    messages.mixNotFound,
  );

/** 'Edit': image and audio optional, the current ones kept when none is sent. */
export async function updateMix(db: Kysely<Database>, storage: Storage, mixid: number, form: MultipartForm): Promise<Mix> {
  const before = await currentFiles(db, mixid);
  const fields = parseFields(form);
  await assertDj(db, fields.animateur_id);
  const { image, audio } = form.files;
  const duration = audio ? await audioDurationSeconds(audio.tempPath) : undefined;
  const stored: { img_url?: string; mp3_url?: string } = {};
  try {
    if (image) stored.img_url = await storeUpload(storage, image, MIX_IMAGE_FOLDER);
    if (audio) stored.mp3_url = await storeUpload(storage, audio, MIX_AUDIO_FOLDER);
    const changed = await db
      .updateTable('mixes')
      .set({ ...fields, ...stored, ...(audio ? { duration_seconds: duration } : {}) })
      .where('mixid', '=', mixid)
      .returning('mixid')
      .executeTakeFirst();
    notFoundIf(changed, messages.mixNotFound);
  } catch (error) {
    await removeStoredFile(storage, MIX_IMAGE_FOLDER, stored.img_url);
    await removeStoredFile(storage, MIX_AUDIO_FOLDER, stored.mp3_url);
    throw error;
  }
  if (stored.img_url) await removeStoredFile(storage, MIX_IMAGE_FOLDER, before.img_url);
  if (stored.mp3_url) await removeStoredFile(storage, MIX_AUDIO_FOLDER, before.mp3_url);
  return getMix(db, mixid);
}

export async function deleteMix(db: Kysely<Database>, storage: Storage, mixid: number): Promise<void> {
  const deleted = notFoundIf(
    await db.deleteFrom('mixes').where('mixid', '=', mixid).returning(['img_url', 'mp3_url']).executeTakeFirst(),
    messages.mixNotFound,
  );
  await removeStoredFile(storage, MIX_IMAGE_FOLDER, deleted.img_url);
  await removeStoredFile(storage, MIX_AUDIO_FOLDER, deleted.mp3_url);
}
