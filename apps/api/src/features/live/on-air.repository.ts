import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/**
 * The programmes scheduled on a Paris calendar day: its one-offs and the weekly slots of its
 * weekday, with the artwork candidates of each (own image, emission's, host's).
 */
export function selectProgrammesOfDay(db: Kysely<Database>, date: string, weekday: string) {
  return db
    .selectFrom('programmes as p')
    .leftJoin('emissions as e', 'e.id', 'p.emission_id')
    .leftJoin('animateurs as a', 'a.animateurid', 'p.animateur_id')
    .select([
      'p.id',
      'p.title',
      'p.description',
      'p.host',
      'p.type',
      'p.start_time',
      'p.end_time',
      'p.specific_date',
      'p.img_url',
      'p.animateur_id',
      'p.emission_id',
      'e.img_url as emission_img_url',
      'a.img_url as animateur_img_url',
    ])
    .where(sql<boolean>`(p.specific_date = ${date} or (p.specific_date is null and ${weekday} = any(p.days)))`)
    .execute();
}

export type DayProgrammeRow = Awaited<ReturnType<typeof selectProgrammesOfDay>>[number];
