import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

export const selectAboutImages = (db: Kysely<Database>) =>
  db.selectFrom('about_images').select(['image_key', 'image_filename', 'alt_text']).orderBy('id').execute();

export const selectAboutImage = (db: Kysely<Database>, imageKey: string) =>
  db.selectFrom('about_images').select(['image_key', 'image_filename', 'alt_text']).where('image_key', '=', imageKey).executeTakeFirst();

/** One row per slot: a replacement updates it (image_key is unique). */
export const upsertAboutImage = (db: Kysely<Database>, values: { image_key: string; image_filename: string; alt_text: string | null }) =>
  db
    .insertInto('about_images')
    .values(values)
    .onConflict((oc) => oc.column('image_key').doUpdateSet({ image_filename: values.image_filename, alt_text: values.alt_text, updated_at: new Date() }))
    .returning(['image_key', 'image_filename', 'alt_text'])
    .executeTakeFirstOrThrow();

/** Real counts only: what the station publishes, hidden presenters left out. */
export async function countAboutFigures(db: Kysely<Database>) {
  const count = (table: 'emissions' | 'mixes') => db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const [emissions, mixes, presenters, listens] = await Promise.all([
    count('emissions'),
    count('mixes'),
    db.selectFrom('animateurs').select((eb) => eb.fn.countAll<string>().as('n')).where('hidden', '=', false).executeTakeFirstOrThrow(),
    db.selectFrom('mixes').select((eb) => eb.fn.coalesce(eb.fn.sum<string>('total_listens'), eb.lit(0)).as('n')).executeTakeFirstOrThrow(),
  ]);
  return { emissions: Number(emissions.n), mixes: Number(mixes.n), presenters: Number(presenters.n), mix_listens: Number(listens.n) };
}
