// The votes a talent's submissions received, as a subquery on `talons as t`. Shared by the public
// talent list and the account's own reads: the two features must never count differently.
import type { ExpressionBuilder } from 'kysely';
import type { Database } from './database.ts';

export const talentTotalVotes = (eb: ExpressionBuilder<Database & { t: Database['talons'] }, 't'>) =>
  eb
    .selectFrom('soumissions as s')
    // The totals kept on each submission (migration 2026-11-23-vote-totals), never a recount.
    .select((sub) => sub.fn.coalesce(sub.fn.sum<number>(sub(sub.ref('s.votes_gratuit'), '+', sub.ref('s.votes_premium'))), sub.lit(0)).as('count'))
    .whereRef('s.talon_id', '=', 't.talonid')
    .as('total_votes');
