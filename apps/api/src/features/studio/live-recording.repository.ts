import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { LiveRecordingTable } from './live-recording.table.ts';

/** The recording already made during this airing, if any: a reconnection adds to it. */
export function selectRecordingOfAiring(db: Kysely<Database>, programmeId: number, airingStartsAt: Date) {
  return db.selectFrom('live_recordings').selectAll().where('programme_id', '=', programmeId).where('airing_starts_at', '=', airingStartsAt).executeTakeFirst();
}

export const insertRecording = (db: Kysely<Database>, values: Insertable<LiveRecordingTable>) =>
  db.insertInto('live_recordings').values(values).returning('id').executeTakeFirstOrThrow();

/** Deletes the recordings never published that ended before `before`; returns their stored files' names. */
export function deleteUnpublishedBefore(db: Kysely<Database>, before: Date) {
  return db.deleteFrom('live_recordings').where('audio_file_id', 'is', null).where('ended_at', '<', before).returning(['id', 'audio_filename']).execute();
}

export function selectRecording(db: Kysely<Database>, id: number) {
  return db.selectFrom('live_recordings').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The staff's list: every recording not published, then the last `published` published ones; newest first, with the emission and the presenter linked to the account. */
export function selectRecentRecordings(db: Kysely<Database>, published: number) {
  const recent = db.selectFrom('live_recordings').select('id').where('audio_file_id', 'is not', null).orderBy('started_at', 'desc').limit(published);
  return db
    .selectFrom('live_recordings as r')
    .leftJoin('emissions as e', 'e.id', 'r.emission_id')
    .leftJoin('animateurs as a', (join) => join.onRef('a.account_role', '=', 'r.account_role').onRef('a.account_id', '=', 'r.account_id'))
    .select([
      'r.id',
      'r.started_at',
      'r.ended_at',
      'r.duration_seconds',
      'r.source',
      'r.programme_title',
      'r.audio_filename',
      'r.audio_file_id',
      'r.emission_id',
      'e.title as emission_title',
      'a.prenom',
      'a.nom',
    ])
    .where((eb) => eb.or([eb('r.audio_file_id', 'is', null), eb('r.id', 'in', recent)]))
    .orderBy(sql`r.audio_file_id is null`, 'desc')
    .orderBy('r.started_at', 'desc')
    .execute();
}
