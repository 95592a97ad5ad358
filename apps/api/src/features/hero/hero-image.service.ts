import { type HeroImage, type HeroReorderInput, heroMessages } from '@station/shared';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../lib/errors.ts';
import { type ReceivedFile, removeUploadedFile, storeUpload } from '../../lib/uploads.ts';
import type { Storage } from '../../lib/storage.ts';
import {
  deleteHeroImageRow,
  insertHeroImage,
  lockHeroImages,
  nextDisplayOrder,
  selectHeroImages,
  setDisplayOrder,
} from './hero-image.repository.ts';
import type { HeroImageTable } from './hero-image.table.ts';

export const HERO_FOLDER = 'imageback/hero';

const toHeroImage = (row: Selectable<HeroImageTable>): HeroImage => ({ ...row, created_at: row.created_at.toISOString() });

export const listHeroImages = async (db: Kysely<Database>): Promise<HeroImage[]> => (await selectHeroImages(db)).map(toHeroImage);

/** Stores the file, then adds the image last in the slider; a failed insert leaves no file behind. */
export async function addHeroImage(
  db: Kysely<Database>,
  storage: Storage,
  file: ReceivedFile,
  fields: { title: string; description: string | null },
): Promise<HeroImage> {
  const imageFilename = await storeUpload(storage, file, HERO_FOLDER);
  try {
    const row = await db.transaction().execute(async (trx) => {
      await lockHeroImages(trx);
      return insertHeroImage(trx, { ...fields, image_filename: imageFilename, display_order: await nextDisplayOrder(trx) });
    });
    return toHeroImage(row);
  } catch (error) {
    await removeUploadedFile(storage, HERO_FOLDER, imageFilename);
    throw error;
  }
}

/** After a deletion the remaining images are numbered from 1 in their current order. */
export async function deleteHeroImage(db: Kysely<Database>, storage: Storage, id: number): Promise<{ title: string }> {
  const deleted = await db.transaction().execute(async (trx) => {
    await lockHeroImages(trx);
    const row = await deleteHeroImageRow(trx, id);
    if (!row) return undefined;
    const remaining = await selectHeroImages(trx);
    for (const [index, image] of remaining.entries()) {
      if (image.display_order !== index + 1) await setDisplayOrder(trx, image.id, index + 1);
    }
    return row;
  });
  if (!deleted) throw new HttpError(404, heroMessages.notFound, 'not_found');
  // The row is gone for good: its uploaded file and variants go too.
  await removeUploadedFile(storage, HERO_FOLDER, deleted.image_filename);
  return { title: deleted.title };
}

/**
 * Reorder (the bulk write), all or nothing: the list must name every image exactly once with the
 * positions 1..n; anything else (unknown, duplicate or missing id) is a 400 and changes nothing.
 */
export async function reorderHeroImages(db: Kysely<Database>, { images }: HeroReorderInput): Promise<HeroImage[]> {
  return db.transaction().execute(async (trx) => {
    await lockHeroImages(trx);
    const current = await selectHeroImages(trx);
    const known = new Set(current.map((image) => image.id));
    const sent = new Set(images.map((image) => image.id));
    if (sent.size !== images.length || sent.size !== known.size || [...sent].some((id) => !known.has(id))) {
      throw new HttpError(400, heroMessages.reorderMismatch, 'reorder_mismatch');
    }
    const positions = new Set(images.map((image) => image.display_order));
    if (positions.size !== images.length || images.some((image) => image.display_order > images.length)) {
      throw new HttpError(400, heroMessages.reorderPositions, 'reorder_positions');
    }
    for (const image of images) await setDisplayOrder(trx, image.id, image.display_order);
    return (await selectHeroImages(trx)).map(toHeroImage);
  });
}
