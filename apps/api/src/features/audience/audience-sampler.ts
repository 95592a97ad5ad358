// Once a minute, the live listener figure and the programme on air go into
// audience_minutes, then the hour and the day are rolled up again. Every API process runs the
// job; the advisory lock (lib/single-writer.ts) lets one work per turn and the minute's primary
// key makes a second write of the same minute a no-op. The clock is a parameter so a test can
// drive a whole simulated day.
import { parisWallTime, pickOnAir } from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { asSingleWriter, everyInterval } from '../../lib/single-writer.ts';
import { selectProgrammesOfDay } from '../live/on-air.repository.ts';
import { insertMinute, purgeOldMinutes, rollUpDays, rollUpHours, rollUpVotes } from './audience-samples.repository.ts';

export const AUDIENCE_JOB = 'audience-minute';
const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

export interface AudienceSources {
  /** The live figure shown to listeners (Icecast's when configured, else the app's players). */
  listeners: () => Promise<number>;
  clock: () => Date;
}

/** What a turn did: wrote the minute, found it already written, or left it to another process. */
export type SampleOutcome = 'written' | 'already-written' | 'busy';

export const startOfMinute = (instant: Date) => new Date(Math.floor(instant.getTime() / MINUTE_MS) * MINUTE_MS);

async function programmeOnAir(db: Kysely<Database>, instant: Date) {
  const wall = parisWallTime(instant);
  const onAir = pickOnAir(await selectProgrammesOfDay(db, wall.date, wall.weekday), wall.secondOfDay);
  return onAir ? { id: onAir.id, title: onAir.title } : null;
}

export async function sampleAudience(db: Kysely<Database>, sources: AudienceSources): Promise<SampleOutcome> {
  const minute = startOfMinute(sources.clock());
  const [listeners, programme] = await Promise.all([sources.listeners(), programmeOnAir(db, minute)]);
  const outcome = await asSingleWriter(db, AUDIENCE_JOB, async (trx) => {
    const written = await insertMinute(trx, { minute, listeners, programmeId: programme?.id ?? null, programmeTitle: programme?.title ?? null });
    // The previous hour too: its last minute may have been written by the turn that just ended.
    const from = new Date(minute.getTime() - HOUR_MS);
    await rollUpHours(trx, from);
    await rollUpDays(trx, from);
    await rollUpVotes(trx);
    await purgeOldMinutes(trx, minute);
    return written ? 'written' : 'already-written';
  });
  return outcome ?? 'busy';
}

/** The job of a running server: a turn every minute (a few seconds after it starts). */
export function startAudienceJob(db: Kysely<Database>, sources: AudienceSources): () => void {
  return everyInterval(MINUTE_MS, () => sampleAudience(db, sources));
}
