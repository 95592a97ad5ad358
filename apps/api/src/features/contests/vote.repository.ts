import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** The submission with its contest's state: is that contest open today (Paris calendar)? */
export const selectVoteTarget = (db: Kysely<Database>, soumissionid: number) =>
  db
    .selectFrom('soumissions as s')
    .innerJoin('concours as c', 'c.concoursid', 's.concours_id')
    .select([
      's.soumissionid',
      's.concours_id',
      // An active contest is "visible, open"; its dates bound the voting window.
      sql<boolean>`c.status = 'active' and (now() at time zone 'Europe/Paris')::date between c.date_debut and c.date_fin`.as('open'),
    ])
    .where('s.soumissionid', '=', soumissionid)
    .executeTakeFirst();

/**
 * Records a free vote unless this user already has one in this contest today. The conflict target
 * is exactly the partial unique index votes_one_free_vote_per_day, so the database decides even for
 * concurrent attempts, and a refusal does not abort the surrounding transaction (no error raised).
 */
export async function insertFreeVote(db: Kysely<Database>, vote: { soumission_id: number; concours_id: number; user_id: number }) {
  const row = await db
    .insertInto('votes')
    .values({ ...vote, type_vote: 'gratuit' })
    .onConflict((oc) => oc.columns(['user_id', 'concours_id', 'vote_day']).where('type_vote', '=', 'gratuit').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The submission's totals, kept by the votes_keep_totals trigger in this same transaction. */
export const selectVoteTotals = (db: Kysely<Database>, soumissionid: number) =>
  db.selectFrom('soumissions').select(['votes_gratuit', 'votes_premium']).where('soumissionid', '=', soumissionid).executeTakeFirstOrThrow();
