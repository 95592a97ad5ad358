import type { Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database } from '../../db/database.ts';

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
