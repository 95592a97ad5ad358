import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';

const COLUMNS = ['id', 'title', 'description', 'image_filename', 'display_order', 'created_at'] as const;

/** The home slider's images in display order. */
export const selectHeroImages = (db: Kysely<Database>) =>
  db.selectFrom('hero_images').select(COLUMNS).orderBy('display_order').orderBy('id').execute();

/**
 * Every write to the slider's order runs alone: readers go on, but two uploads, a delete and a
 * reorder never interleave (each numbers the whole list from 1).
 */
export const lockHeroImages = (trx: Transaction<Database>) => sql`lock table hero_images in exclusive mode`.execute(trx);

export async function nextDisplayOrder(trx: Transaction<Database>): Promise<number> {
  const row = await trx.selectFrom('hero_images').select((eb) => eb.fn.max('display_order').as('last')).executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

export const insertHeroImage = (
  trx: Transaction<Database>,
  values: { title: string; description: string | null; image_filename: string; display_order: number },
) => trx.insertInto('hero_images').values(values).returning(COLUMNS).executeTakeFirstOrThrow();

export const deleteHeroImageRow = (trx: Transaction<Database>, id: number) =>
  trx.deleteFrom('hero_images').where('id', '=', id).returning(['id', 'title', 'image_filename']).executeTakeFirst();

export const setDisplayOrder = (trx: Transaction<Database>, id: number, displayOrder: number) =>
  trx.updateTable('hero_images').set({ display_order: displayOrder }).where('id', '=', id).execute();
