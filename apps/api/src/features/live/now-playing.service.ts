// GET /api/live/now-playing: the programme on air from the schedule (Europe/Paris), and the current
// track when an Icecast status is configured.
import { type NowPlaying, type OnAirProgramme, mediaUrl } from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { IcecastStatus } from './icecast-status.ts';
import { type DayProgrammeRow, selectProgrammesOfDay } from './on-air.repository.ts';
import { parisInstant, parisWallTime, secondsOf } from './paris-clock.ts';

const DAY_SECONDS = 86_400;

/** spec 2 §5: a show never crosses midnight, so the late show "ends" at 23:59: it runs to midnight. */
const endSecond = (endTime: string) => {
  const seconds = secondsOf(endTime);
  return seconds >= secondsOf('23:59') ? DAY_SECONDS : seconds;
};

/**
 * The programme on air at a second of the day. A one-off (specific_date) wins over a weekly slot,
 * then the one that started last (a special inside a long slot), then the lowest id: stable answers.
 */
export function pickOnAir(rows: DayProgrammeRow[], secondOfDay: number): DayProgrammeRow | undefined {
  return rows
    .filter((row) => secondsOf(row.start_time) <= secondOfDay && secondOfDay < endSecond(row.end_time))
    .sort(
      (a, b) =>
        Number(b.specific_date !== null) - Number(a.specific_date !== null) ||
        secondsOf(b.start_time) - secondsOf(a.start_time) ||
        a.id - b.id,
    )[0];
}

function toOnAir(row: DayProgrammeRow, date: string): OnAirProgramme {
  return {
    id: row.id,
    title: row.title,
    host: row.host,
    description: row.description,
    type: row.type,
    start_time: row.start_time.slice(0, 5),
    end_time: row.end_time.slice(0, 5),
    starts_at: parisInstant(date, secondsOf(row.start_time)).toISOString(),
    ends_at: parisInstant(date, endSecond(row.end_time)).toISOString(),
    // A programme has no folder of its own: a bare name is read like its emission's artwork.
    artwork:
      mediaUrl('emissionImage', row.img_url) ??
      mediaUrl('emissionImage', row.emission_img_url) ??
      mediaUrl('animateurImage', row.animateur_img_url),
  };
}

/** What tells whether the stream is up: the demo stream is, an Icecast mount says, else unknown. */
export type StreamWatch = { kind: 'demo' } | { kind: 'icecast'; status: IcecastStatus } | { kind: 'unknown' };

export async function getNowPlaying(db: Kysely<Database>, watch: StreamWatch, now = new Date()): Promise<NowPlaying> {
  const wall = parisWallTime(now);
  const status = watch.kind === 'icecast' ? watch.status.read() : null;
  const [rows, snapshot] = await Promise.all([selectProgrammesOfDay(db, wall.date, wall.weekday), status]);
  const onAir = pickOnAir(rows, wall.secondOfDay);
  const streamUp = watch.kind === 'demo' ? true : watch.kind === 'icecast' ? (snapshot?.mountUp ?? null) : null;
  return { programme: onAir ? toOnAir(onAir, wall.date) : null, track: snapshot?.title ?? null, stream_up: streamUp };
}

/** The id of the programme on air (Europe/Paris), or null: a dedication records it (DECISIONS.md 13). */
export async function programmeOnAirId(db: Kysely<Database>, now = new Date()): Promise<number | null> {
  const wall = parisWallTime(now);
  return pickOnAir(await selectProgrammesOfDay(db, wall.date, wall.weekday), wall.secondOfDay)?.id ?? null;
}
