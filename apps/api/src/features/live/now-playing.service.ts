// GET /api/live/now-playing: the programme on air from the schedule (Europe/Paris), and the current
// track when an Icecast status is configured.
import { type NowPlaying, type OnAirProgramme, endSecondOf, mediaUrl, parisInstant, parisWallTime, pickOnAir, secondsOf } from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { demoTitleAt } from './demo-titles.ts';
import type { IcecastStatus } from './icecast-status.ts';
import { type DayProgrammeRow, selectProgrammesOfDay } from './on-air.repository.ts';
import type { StreamTitles } from './stream-titles.ts';

// The live-now rule itself (a one-off before a weekly slot, 23:59 runs to midnight) is
// @station/shared's pickOnAir: the home page's live card uses the same one.

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
    ends_at: parisInstant(date, endSecondOf(row.end_time)).toISOString(),
    // A programme has no folder of its own: a bare name is read like its emission's artwork.
    artwork:
      mediaUrl('emissionImage', row.img_url) ??
      mediaUrl('emissionImage', row.emission_img_url) ??
      mediaUrl('animateurImage', row.animateur_img_url),
  };
}

/** What tells whether the stream is up: the demo stream is, an Icecast mount says, else unknown. */
export type StreamWatch = { kind: 'demo' } | { kind: 'icecast'; status: IcecastStatus } | { kind: 'unknown' };

/**
 * `titles`: the process's stream titles (live-sources.ts): Liquidsoap's pushes, else Icecast's
 * status title as the poll sees it change. Without it (the embed, the played-titles recorder) the
 * status title alone, with no instants.
 */
export async function getNowPlaying(db: Kysely<Database>, watch: StreamWatch, now = new Date(), titles?: StreamTitles): Promise<NowPlaying> {
  const wall = parisWallTime(now);
  const status = watch.kind === 'icecast' ? watch.status.read() : null;
  const [rows, snapshot] = await Promise.all([selectProgrammesOfDay(db, wall.date, wall.weekday), status]);
  const onAir = pickOnAir(rows, wall.secondOfDay);
  const streamUp = watch.kind === 'demo' ? true : watch.kind === 'icecast' ? (snapshot?.mountUp ?? null) : null;
  const programme = onAir ? toOnAir(onAir, wall.date) : null;
  // The demo stream names its own titles (demo-titles.ts); Liquidsoap or Icecast the station's.
  if (watch.kind === 'demo') return { programme, track: demoTitleAt(now), titles: [], stream_up: streamUp, stream_started_at: null };
  const stream = { stream_up: streamUp, stream_started_at: snapshot?.sourceStartedAt ?? null };
  titles?.observe(snapshot?.title ?? null, now.getTime());
  if (titles?.latest()) return { programme, track: titles.latest(), titles: titles.recent(), ...stream };
  return { programme, track: snapshot?.title ?? null, titles: [], ...stream };
}

/** The programme on air (Europe/Paris) as the schedule has it, or undefined. */
export async function programmeOnAir(db: Kysely<Database>, now = new Date()) {
  const wall = parisWallTime(now);
  return pickOnAir(await selectProgrammesOfDay(db, wall.date, wall.weekday), wall.secondOfDay);
}

/** The id of the programme on air (Europe/Paris), or null: a dedication records it. */
export async function programmeOnAirId(db: Kysely<Database>, now = new Date()): Promise<number | null> {
  return (await programmeOnAir(db, now))?.id ?? null;
}
