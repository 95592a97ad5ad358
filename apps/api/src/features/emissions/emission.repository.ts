import type { BroadcastDateInput } from '@station/shared';
import type { Insertable, Kysely, Updateable } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database } from '../../db/database.ts';
import type { EmissionAudioFileTable, EmissionTable } from './emission.table.ts';

/** Extra recordings, latest broadcast first. */
export function selectAudioFiles(db: Kysely<Database>, emissionId: number) {
  return db
    .selectFrom('emission_audio_files')
    .select(['id', 'audio_filename', 'title', 'broadcast_date'])
    .where('emission_id', '=', emissionId)
    .orderBy('broadcast_date', (ob) => ob.desc().nullsLast())
    .orderBy('id', 'desc')
    .execute();
}

/** Emissions with their dates, visible hosts and extra recordings, in one query. */
function selectEmissionRows(db: Kysely<Database>) {
  return db.selectFrom('emissions as e').select((eb) => [
    'e.id',
    'e.title',
    'e.description',
    'e.img_url',
    'e.mp3_url',
    'e.created_at',
    jsonArrayFrom(
      eb
        .selectFrom('emission_broadcast_dates as d')
        .select(['d.broadcast_date', 'd.broadcast_time', 'd.heure_fin'])
        .whereRef('d.emission_id', '=', 'e.id')
        .orderBy('d.broadcast_date')
        .orderBy('d.broadcast_time'),
    ).as('broadcast_dates'),
    jsonArrayFrom(
      eb
        .selectFrom('emission_animateurs as ea')
        .innerJoin('animateurs as a', 'a.animateurid', 'ea.animateur_id')
        .select(['a.animateurid', 'a.prenom', 'a.nom'])
        .whereRef('ea.emission_id', '=', 'e.id')
        .where('a.hidden', '=', false)
        .orderBy('a.animateurid'),
    ).as('hosts'),
    jsonArrayFrom(
      eb
        .selectFrom('emission_audio_files as f')
        .select(['f.id', 'f.audio_filename', 'f.title', 'f.broadcast_date'])
        .whereRef('f.emission_id', '=', 'e.id')
        .orderBy('f.broadcast_date', (ob) => ob.desc().nullsLast())
        .orderBy('f.id', 'desc'),
    ).as('audio_files'),
  ]);
}

export const selectEmissions = (db: Kysely<Database>) =>
  selectEmissionRows(db).orderBy('e.created_at', 'desc').orderBy('e.id', 'desc').execute();

export const selectEmission = (db: Kysely<Database>, id: number) =>
  selectEmissionRows(db).where('e.id', '=', id).executeTakeFirst();

export const selectEmissionId = (db: Kysely<Database>, id: number) =>
  db.selectFrom('emissions').select('id').where('id', '=', id).executeTakeFirst();

// ---- staff writes ----

/** The emission's own files and dates: what a write needs to check and to clean up. */
export const selectEmissionForWrite = (db: Kysely<Database>, id: number) =>
  db
    .selectFrom('emissions as e')
    .select((eb) => [
      'e.id',
      'e.title',
      'e.img_url',
      'e.mp3_url',
      jsonArrayFrom(eb.selectFrom('emission_broadcast_dates as d').select('d.broadcast_date').whereRef('d.emission_id', '=', 'e.id')).as('dates'),
      jsonArrayFrom(eb.selectFrom('emission_audio_files as f').select('f.audio_filename').whereRef('f.emission_id', '=', 'e.id')).as('audio_files'),
    ])
    .where('e.id', '=', id)
    .executeTakeFirst();

export const insertEmission = (db: Kysely<Database>, values: Insertable<EmissionTable>) =>
  db.insertInto('emissions').values(values).returning('id').executeTakeFirstOrThrow();

export const updateEmissionRow = (db: Kysely<Database>, id: number, values: Updateable<EmissionTable>) =>
  db.updateTable('emissions').set(values).where('id', '=', id).execute();

export const deleteEmissionRow = (db: Kysely<Database>, id: number) => db.deleteFrom('emissions').where('id', '=', id).executeTakeFirst();

/** Replaces the emission's dates (the form always sends the whole list). */
export async function replaceBroadcastDates(db: Kysely<Database>, emissionId: number, dates: BroadcastDateInput[]) {
  await db.deleteFrom('emission_broadcast_dates').where('emission_id', '=', emissionId).execute();
  await db
    .insertInto('emission_broadcast_dates')
    .values(dates.map((date) => ({ emission_id: emissionId, ...date })))
    .execute();
}

export async function replaceHosts(db: Kysely<Database>, emissionId: number, animateurIds: number[]) {
  await db.deleteFrom('emission_animateurs').where('emission_id', '=', emissionId).execute();
  if (animateurIds.length === 0) return;
  await db
    .insertInto('emission_animateurs')
    .values(animateurIds.map((animateur_id) => ({ emission_id: emissionId, animateur_id })))
    .execute();
}

export const insertAudioFile = (db: Kysely<Database>, values: Insertable<EmissionAudioFileTable>) =>
  db.insertInto('emission_audio_files').values(values).returning(['id', 'audio_filename', 'title', 'broadcast_date']).executeTakeFirstOrThrow();

export const deleteAudioFileRow = (db: Kysely<Database>, emissionId: number, audioId: number) =>
  db
    .deleteFrom('emission_audio_files')
    .where('id', '=', audioId)
    .where('emission_id', '=', emissionId)
    .returning(['audio_filename', 'title', 'broadcast_date'])
    .executeTakeFirst();
