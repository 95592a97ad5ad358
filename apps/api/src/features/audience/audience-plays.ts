// Mix and replay plays by Paris day, started and listened at least 30 s (the player
// says so once per item per page session). One upsert: concurrent plays add up, never overwrite.
import { type AudiencePlay, parisDate } from '@station/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** The item's title now, kept beside the counts; null when there is no such item. */
async function titleOf(db: Kysely<Database>, kind: AudiencePlay['kind'], id: number): Promise<string | null> {
  if (kind === 'mix') return (await db.selectFrom('mixes').select('titre as title').where('mixid', '=', id).executeTakeFirst())?.title ?? null;
  return (await db.selectFrom('emissions').select('title').where('id', '=', id).executeTakeFirst())?.title ?? null;
}

/** False when the item does not exist (nothing is counted). */
export async function recordPlay(db: Kysely<Database>, play: AudiencePlay, now: Date): Promise<boolean> {
  const title = await titleOf(db, play.kind, play.id);
  if (title === null) return false;
  const started = play.stage === 'started' ? 1 : 0;
  await db
    .insertInto('audience_plays')
    .values({ day: parisDate(now), kind: play.kind, item_id: play.id, title, started, listened: 1 - started })
    .onConflict((oc) =>
      oc.columns(['day', 'kind', 'item_id']).doUpdateSet({
        title,
        started: sql`audience_plays.started + excluded.started`,
        listened: sql`audience_plays.listened + excluded.listened`,
      }),
    )
    .execute();
  return true;
}
