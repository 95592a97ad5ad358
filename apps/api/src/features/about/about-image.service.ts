import type { AboutImage, AboutStats } from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Storage } from '../../lib/storage.ts';
import { type ReceivedFile, removeUploadedFile, storeUpload } from '../../lib/uploads.ts';
import { countAboutFigures, selectAboutImage, selectAboutImages, upsertAboutImage } from './about-image.repository.ts';

const ABOUT_FOLDER = 'imageback/about';

// The rows already have the spec's shape (image_key, image_filename, alt_text).
export const listAboutImages = (db: Kysely<Database>): Promise<AboutImage[]> => selectAboutImages(db);

export const aboutStats = (db: Kysely<Database>): Promise<AboutStats> => countAboutFigures(db);

/** Replaces a slot's image: the new file is stored, the row points at it, then the old file goes. */
export async function replaceAboutImage(
  db: Kysely<Database>,
  storage: Storage,
  imageKey: string,
  file: ReceivedFile,
  altText: string | null,
): Promise<AboutImage> {
  const previous = await selectAboutImage(db, imageKey);
  const imageFilename = await storeUpload(storage, file, ABOUT_FOLDER);
  try {
    const row = await upsertAboutImage(db, { image_key: imageKey, image_filename: imageFilename, alt_text: altText ?? previous?.alt_text ?? null });
    if (previous && previous.image_filename !== imageFilename) await removeUploadedFile(storage, ABOUT_FOLDER, previous.image_filename);
    return row;
  } catch (error) {
    await removeUploadedFile(storage, ABOUT_FOLDER, imageFilename);
    throw error;
  }
}
