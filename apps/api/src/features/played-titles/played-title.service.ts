// The public list of 'Titres diffusés': the latest songs, or those around a time of
// one of the last 7 days, grouped by the programme on air when they played (consecutive runs: a
// programme that airs twice is two groups), and the song on air at the time asked.
import {
  addDays,
  PLAYED_TITLES_AROUND_MS,
  PLAYED_TITLES_LATEST,
  PLAYED_TITLES_LOOKUP_DAYS,
  type PlayedTitleGroup,
  type PlayedTitlesQuery,
  type PlayedTitlesResponse,
  parisDate,
  parisInstant,
  secondsOf,
} from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { type PlayedTitleRow, selectLatestSongs, selectSongAt, selectSongsBetween } from './played-title.repository.ts';

const toTitle = (row: PlayedTitleRow) => ({ id: row.id, title: row.title, played_at: row.played_at.toISOString() });

export function groupByProgramme(rows: PlayedTitleRow[]): PlayedTitleGroup[] {
  const groups: PlayedTitleGroup[] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last && last.programme_id === row.programme_id && last.programme_title === row.programme_title) last.titles.push(toTitle(row));
    else groups.push({ programme_id: row.programme_id, programme_title: row.programme_title, programme_host: row.programme_host, titles: [toTitle(row)] });
  }
  return groups;
}

/** The days the time picker offers: today and the 6 before (Paris), newest first. */
export const lookupDays = (now: Date) => Array.from({ length: PLAYED_TITLES_LOOKUP_DAYS }, (_, back) => addDays(parisDate(now), -back));

export async function listPlayedTitles(db: Kysely<Database>, query: PlayedTitlesQuery, now = new Date()): Promise<PlayedTitlesResponse> {
  const days = lookupDays(now);
  const date = query.date ?? (query.time ? days[0]! : null);
  if (!date) return { date: null, time: null, on_air: null, groups: groupByProgramme(await selectLatestSongs(db, PLAYED_TITLES_LATEST)), days };
  if (!query.time) {
    const rows = await selectSongsBetween(db, parisInstant(date, 0), parisInstant(addDays(date, 1), 0));
    return { date, time: null, on_air: null, groups: groupByProgramme(rows), days };
  }
  const at = parisInstant(date, secondsOf(query.time));
  const oldest = parisInstant(days.at(-1)!, 0);
  const [rows, onAir] = await Promise.all([
    selectSongsBetween(db, new Date(at.getTime() - PLAYED_TITLES_AROUND_MS), new Date(at.getTime() + PLAYED_TITLES_AROUND_MS)),
    // Ask 8:15 and get the song started last by then (from the start of the 7 days on).
    selectSongAt(db, at, oldest),
  ]);
  return {
    date,
    time: query.time,
    on_air: onAir ? { ...toTitle(onAir), programme_title: onAir.programme_title } : null,
    groups: groupByProgramme(rows),
    days,
  };
}
