import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';

function selectMixRows(db: Kysely<Database>) {
  return db
    .selectFrom('mixes as m')
    .leftJoin('animateurs as a', 'a.animateurid', 'm.animateur_id')
    .select([
      'm.mixid',
      'm.titre',
      'm.description',
      'm.categorie',
      'm.animateur_id',
      'a.prenom as animateur_prenom',
      'a.nom as animateur_nom',
      'm.mp3_url',
      'm.img_url',
      'm.duration_seconds',
      'm.total_listens',
      'm.current_listeners',
      'm.created_at',
    ]);
}

/** Newest first: both the weekly list and the main list read them in that order. */
export const selectMixes = (db: Kysely<Database>) =>
  selectMixRows(db).orderBy('m.created_at', 'desc').orderBy('m.mixid', 'desc').execute();

export const selectMix = (db: Kysely<Database>, mixid: number) =>
  selectMixRows(db).where('m.mixid', '=', mixid).executeTakeFirst();

/**
 * 'Mix listening': a starting listen counts once more in total and as a current listener;
 * a stopping one leaves the current listeners, never below 0. One statement: concurrent calls
 * cannot lose an update.
 */
export const updateMixListeners = (db: Kysely<Database>, mixid: number, isStarting: boolean) =>
  db
    .updateTable('mixes')
    .set((eb) =>
      isStarting
        ? { total_listens: eb('total_listens', '+', 1), current_listeners: eb('current_listeners', '+', 1) }
        : { current_listeners: sql<number>`greatest(current_listeners - 1, 0)` },
    )
    .where('mixid', '=', mixid)
    .returning('mixid')
    .executeTakeFirst();
