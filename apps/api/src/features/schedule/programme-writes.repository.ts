import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ProgrammeTable } from './programme.table.ts';

export const insertProgramme = (db: Kysely<Database>, values: Insertable<ProgrammeTable>) =>
  db.insertInto('programmes').values(values).returning('id').executeTakeFirstOrThrow();

export const updateProgramme = (db: Kysely<Database>, id: number, values: Updateable<ProgrammeTable>) =>
  db
    .updateTable('programmes')
    .set(values)
    // Every change is a new revision of the calendar event (its SEQUENCE and LAST-MODIFIED in the calendar feeds).
    .set((eb) => ({ revision: eb('revision', '+', 1), updated_at: new Date() }))
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();

export const deleteProgrammeRow = (db: Kysely<Database>, id: number) =>
  db.deleteFrom('programmes').where('id', '=', id).returning(['id', 'emission_id']).executeTakeFirst();

export const findPresenter = (db: Kysely<Database>, id: number) =>
  db.selectFrom('animateurs').select(['animateurid', 'prenom', 'nom']).where('animateurid', '=', id).executeTakeFirst();

export const findEmissionTitle = (db: Kysely<Database>, id: number) =>
  db.selectFrom('emissions').select(['id', 'title', 'description']).where('id', '=', id).executeTakeFirst();

/** An emission's files, read before its row goes (the audio rows cascade with it). */
export async function deleteEmissionRow(db: Kysely<Database>, id: number) {
  const audio = await db.selectFrom('emission_audio_files').select('audio_filename').where('emission_id', '=', id).execute();
  const row = await db.deleteFrom('emissions').where('id', '=', id).returning(['img_url', 'mp3_url']).executeTakeFirst();
  return row ? { ...row, audioFiles: audio.map((file) => file.audio_filename) } : undefined;
}
