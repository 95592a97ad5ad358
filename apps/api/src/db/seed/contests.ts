import { PREMIUM_VOTE_PRICE_CENTS } from '@station/shared';
import type { TalentKey } from './accounts.ts';
import { day, image, instant, type SeedContext } from './context.ts';

const CONTESTS = [
  { key: 'voix', nom_concours: 'Voix d’Or 2026', status: 'active', from: -10, to: 20,
    description: 'Le concours des voix de la région : soul, pop, rap ou rock, seule compte la voix. Finale en direct à l’antenne.' },
  { key: 'beat', nom_concours: 'Beatmakers Challenge', status: 'active', from: -5, to: 25,
    description: 'Trois minutes d’instrumental, toutes esthétiques confondues. Le gagnant signe le générique d’une émission.' },
  { key: 'rock', nom_concours: 'Tremplin Rock 2025', status: 'inactive', from: -120, to: -60,
    description: 'Édition terminée : merci aux vingt groupes participants.' },
] as const;

// Well-known public YouTube videos stand in for the talents' entries (embeds stay external by nature).
const SUBMISSIONS: Array<{ contest: 'voix' | 'beat'; talent: TalentKey; url: string; daysAgo: number; description: string }> = [
  { contest: 'voix', talent: 'nina', url: 'https://www.youtube.com/watch?v=JGwWNGJdvx8', daysAgo: 8, description: 'Reprise soul enregistrée dans ma cuisine.' },
  { contest: 'voix', talent: 'velours', url: 'https://www.youtube.com/watch?v=fJ9rUzIMcZQ', daysAgo: 7, description: 'Notre version live, enregistrée en répétition.' },
  { contest: 'voix', talent: 'sacha', url: 'https://youtu.be/kJQP7kiw5Fk', daysAgo: 4, description: 'Un morceau entre rap et chant.' },
  { contest: 'beat', talent: 'kael', url: 'https://www.youtube.com/watch?v=OPf0YbXqDm0', daysAgo: 4, description: 'Instru funk électro, 100 % synthés modulaires.' },
  { contest: 'beat', talent: 'sacha', url: 'https://www.youtube.com/watch?v=9bZkp7q19f0', daysAgo: 3, description: 'Une prod boom bap avec un sample maison.' },
];

// [submission index, user index, days ago]: at most one free vote per user, contest and day.
// Always on past days, so demo users can still vote today.
const FREE_VOTES: Array<[number, number, number]> = [
  [0, 0, 2], [0, 1, 2], [0, 2, 1], [0, 3, 3], [0, 0, 1],
  [1, 2, 2], [1, 3, 1], [2, 1, 1],
  [3, 0, 1], [3, 2, 1], [4, 1, 2],
];
const PREMIUM_VOTES: Array<[number, number, number]> = [[0, 1, 1], [3, 3, 2]];

export async function seedContests(ctx: SeedContext, talents: Record<TalentKey, number>, userIds: number[]) {
  const contestIds: Record<string, number> = {};
  for (const { key, from, to, ...contest } of CONTESTS) {
    const row = await ctx.trx
      .insertInto('concours')
      .values({
        ...contest,
        date_debut: day(ctx, from),
        date_fin: day(ctx, to),
        img_url: image(ctx, 'concoursImage', `${key}.svg`, { title: contest.nom_concours, width: 1200, height: 675, motif: 'bars' }),
        created_at: instant(ctx, from - 3),
      })
      .returning('concoursid')
      .executeTakeFirstOrThrow();
    contestIds[key] = row.concoursid;
  }
  const submissions = await ctx.trx
    .insertInto('soumissions')
    .values(
      SUBMISSIONS.map((entry) => ({
        concours_id: contestIds[entry.contest],
        talon_id: talents[entry.talent],
        nom_artiste: null,
        music_url: entry.url,
        description: entry.description,
        date_soumission: instant(ctx, -entry.daysAgo),
      })),
    )
    .returning(['soumissionid', 'concours_id'])
    .execute();

  const vote = (submission: number, user: number, daysAgo: number, minutes: number) => ({
    soumission_id: submissions[submission].soumissionid,
    concours_id: submissions[submission].concours_id,
    user_id: userIds[user],
    created_at: instant(ctx, -daysAgo, minutes),
  });
  await ctx.trx
    .insertInto('votes')
    .values(FREE_VOTES.map(([s, u, d], i) => ({ ...vote(s, u, d, i), type_vote: 'gratuit' as const, payment_id: null })))
    .execute();
  for (const [index, [s, u, d]] of PREMIUM_VOTES.entries()) {
    // A premium vote only exists with a confirmed payment (here a demo one).
    const payment = await ctx.trx
      .insertInto('payments')
      .values({ provider: 'demo', provider_session_id: `demo-premium-${index + 1}`, status: 'paid', amount_cents: PREMIUM_VOTE_PRICE_CENTS, user_id: userIds[u], soumission_id: submissions[s].soumissionid })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.trx.insertInto('votes').values({ ...vote(s, u, d, 30 + index), type_vote: 'premium', payment_id: payment.id }).execute();
  }
}
