// The votes a talent's submissions received, as a subquery on `talons as t`. Shared by the public
// talent list and the account's own reads: the two features must never count differently.
import type { ExpressionBuilder } from 'kysely';
import type { Database } from './database.ts';

export const talentTotalVotes = (eb: ExpressionBuilder<Database & { t: Database['talons'] }, 't'>) =>
  eb
    .selectFrom('votes as v')
    .innerJoin('soumissions as s', 's.soumissionid', 'v.soumission_id')
    .select((sub) => sub.fn.countAll<number>().as('count'))
    .whereRef('s.talon_id', '=', 't.talonid')
    .as('total_votes');
