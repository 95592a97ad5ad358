import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { PlayedTitleTable } from './played-title.table.ts';

export type PlayedTitleRow = Selectable<PlayedTitleTable>;

/** The newest stored title, jingles included (a jingle between two songs is a change too). */
export const selectLastTitle = (db: Kysely<Database>) =>
  db.selectFrom('played_titles').select(['title']).orderBy('played_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();

export const insertTitle = (db: Kysely<Database>, row: Insertable<PlayedTitleTable>) => db.insertInto('played_titles').values(row).execute();

export const deleteTitlesBefore = (db: Kysely<Database>, before: Date) => db.deleteFrom('played_titles').where('played_at', '<', before).executeTakeFirst();

const songs = (db: Kysely<Database>) => db.selectFrom('played_titles').selectAll().where('is_jingle', '=', false);

/** The latest songs, newest first. */
export const selectLatestSongs = (db: Kysely<Database>, limit: number) =>
  songs(db).orderBy('played_at', 'desc').orderBy('id', 'desc').limit(limit).execute();

/** Songs started in [from, to), newest first. */
export const selectSongsBetween = (db: Kysely<Database>, from: Date, to: Date) =>
  songs(db).where('played_at', '>=', from).where('played_at', '<', to).orderBy('played_at', 'desc').orderBy('id', 'desc').limit(500).execute();

/** The song that had started last at `at` (the one on air then, unless the stream had stopped). */
export const selectSongAt = (db: Kysely<Database>, at: Date, notBefore: Date): Promise<PlayedTitleRow | undefined> =>
  songs(db).where('played_at', '<=', at).where('played_at', '>=', notBefore).orderBy('played_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
