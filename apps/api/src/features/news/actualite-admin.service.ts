// Admin writes on news and contest news ('News add', 'Contest news'): a multipart
// form with the article's image. Contest news are articles whose category holds 'jeux de concours'.
import { type Actualite, type ActualiteFormFields, actualiteFormSchema, isContestNews, messages, newsMessages } from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { HttpError, notFoundIf } from '../../lib/errors.ts';
import type { Storage } from '../../lib/storage.ts';
import { type MultipartForm, removeStoredFile, storeUpload } from '../../lib/uploads.ts';
import { getActualite } from './actualite.service.ts';

export const ACTUALITE_IMAGE_FOLDER = 'imageback/actualite';
export const ACTUALITE_UPLOADS = { image: 'image' } as const;

const invalid = (message: string) => new HttpError(400, message, 'invalid_body');

function parseFields(form: MultipartForm, mode: 'create' | 'update'): ActualiteFormFields {
  const parsed = actualiteFormSchema.safeParse(form.fields);
  if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? messages.invalidBody);
  // A new article names its author; a contest's organiser is optional, as on edit.
  if (mode === 'create' && !parsed.data.hoster_name && !isContestNews(parsed.data.categorie)) {
    throw invalid(newsMessages.hostRequired);
  }
  return parsed.data;
}

export async function createActualite(db: Kysely<Database>, storage: Storage, form: MultipartForm): Promise<Actualite> {
  const { date, ...fields } = parseFields(form, 'create');
  const image = form.files.image;
  if (!image) throw invalid(newsMessages.imageRequired);
  const imgName = await storeUpload(storage, image, ACTUALITE_IMAGE_FOLDER);
  try {
    const row = await db
      .insertInto('actualites')
      .values({ ...fields, ...(date ? { date } : {}), img_url: imgName })
      .returning('actualiteid')
      .executeTakeFirstOrThrow();
    return await getActualite(db, row.actualiteid);
  } catch (error) {
    await removeStoredFile(storage, ACTUALITE_IMAGE_FOLDER, imgName);
    throw error;
  }
}

/** 'Edit': the image is optional and kept when none is sent. */
export async function updateActualite(db: Kysely<Database>, storage: Storage, actualiteid: number, form: MultipartForm): Promise<Actualite> {
  const before = notFoundIf(
    await db.selectFrom('actualites').select('img_url').where('actualiteid', '=', actualiteid).executeTakeFirst(),
    messages.actualiteNotFound,
  );
  const { date, ...fields } = parseFields(form, 'update');
  const image = form.files.image;
  const imgName = image ? await storeUpload(storage, image, ACTUALITE_IMAGE_FOLDER) : undefined;
  try {
    const changed = await db
      .updateTable('actualites')
      .set({ ...fields, ...(date ? { date } : {}), ...(imgName ? { img_url: imgName } : {}) })
      .where('actualiteid', '=', actualiteid)
      .returning('actualiteid')
      .executeTakeFirst();
    notFoundIf(changed, messages.actualiteNotFound);
  } catch (error) {
    await removeStoredFile(storage, ACTUALITE_IMAGE_FOLDER, imgName);
    throw error;
  }
  if (imgName) await removeStoredFile(storage, ACTUALITE_IMAGE_FOLDER, before.img_url);
  return getActualite(db, actualiteid);
}

export async function deleteActualite(db: Kysely<Database>, storage: Storage, actualiteid: number): Promise<void> {
  const deleted = notFoundIf(
    await db.deleteFrom('actualites').where('actualiteid', '=', actualiteid).returning('img_url').executeTakeFirst(),
    messages.actualiteNotFound,
  );
  await removeStoredFile(storage, ACTUALITE_IMAGE_FOLDER, deleted.img_url);
}
