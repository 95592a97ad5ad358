import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

const PROGRAMME_COLUMNS = [
  'id',
  'title',
  'description',
  'host',
  'type',
  'start_time',
  'end_time',
  'days',
  'specific_date',
  'img_url',
  'animateur_id',
  'emission_id',
] as const;

/** Every programme, weekly slots and one-offs, in broadcast-time order. */
export function selectProgrammes(db: Kysely<Database>) {
  return db
    .selectFrom('programmes')
    .select(PROGRAMME_COLUMNS)
    .orderBy('start_time')
    .orderBy('specific_date', (ob) => ob.nullsFirst())
    .orderBy('id')
    .execute();
}

export const selectProgramme = (db: Kysely<Database>, id: number) =>
  db.selectFrom('programmes').select(PROGRAMME_COLUMNS).where('id', '=', id).executeTakeFirst();
