import { type Kysely, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database } from '../../db/database.ts';

/**
 * What a feed's validators are made of, in one cheap query: adding, replacing or deleting a replay
 * moves its emission's updated_at (emission-write.service.ts); a deleted emission changes the count.
 */
export const selectFeedVersion = (db: Kysely<Database>, emissionId?: number) => {
  let query = db
    .selectFrom('emissions')
    .select((eb) => [eb.fn.max('updated_at').as('updated_at'), eb.fn.countAll<string>().as('count')]);
  if (emissionId !== undefined) query = query.where('id', '=', emissionId);
  return query.executeTakeFirstOrThrow();
};

/** Emissions with their recordings (primary and extra), newest emission first. */
export function selectPodcastEmissions(db: Kysely<Database>, emissionId?: number) {
  let query = db
    .selectFrom('emissions as e')
    .select((eb) => [
      'e.id',
      'e.title',
      'e.description',
      'e.img_url',
      'e.mp3_url',
      'e.duration_seconds',
      'e.created_at',
      'e.updated_at',
      jsonArrayFrom(
        eb
          .selectFrom('emission_broadcast_dates as d')
          .select(['d.broadcast_date', 'd.broadcast_time'])
          .whereRef('d.emission_id', '=', 'e.id')
          .orderBy('d.broadcast_date'),
      ).as('dates'),
      jsonArrayFrom(
        eb
          .selectFrom('emission_audio_files as f')
          .select(['f.id', 'f.audio_filename', 'f.title', 'f.broadcast_date', 'f.duration_seconds', sql<string>`f.created_at`.as('created_at')])
          .whereRef('f.emission_id', '=', 'e.id')
          .orderBy('f.id', 'desc'),
      ).as('audio_files'),
    ])
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc');
  if (emissionId !== undefined) query = query.where('e.id', '=', emissionId);
  return query.execute();
}

export const setEmissionDuration = (db: Kysely<Database>, id: number, seconds: number) =>
  db.updateTable('emissions').set({ duration_seconds: seconds }).where('id', '=', id).execute();

export const setAudioFileDuration = (db: Kysely<Database>, id: number, seconds: number) =>
  db.updateTable('emission_audio_files').set({ duration_seconds: seconds }).where('id', '=', id).execute();
