// GET /api/audience: what the 'Audience' page shows, computed from the stored samples and roll-ups
// Averages are per sampled minute, rounded to a tenth.
import { type AudiencePoint, type AudienceProgramme, type AudienceRange, type AudienceReport, type AudienceSlot, AUDIENCE_PREVIOUS_WEEKS, parisDate } from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { selectHours, selectMinutes, selectProgrammeWeeks, selectTopPlays, selectTotals, selectVotes } from './audience-report.repository.ts';

const HOUR_MS = 3_600_000;
const RANGE_MS: Record<AudienceRange, number> = { '24h': 24 * HOUR_MS, '7d': 7 * 24 * HOUR_MS, '30d': 30 * 24 * HOUR_MS };
const TOP_PLAYS = 10;

const tenth = (value: number) => Math.round(value * 10) / 10;

interface TimedProgramme {
  at: Date;
  end: Date;
  programme_id: number | null;
  programme_title: string | null;
}

/** Consecutive points with the same programme make one shaded slot. */
function slotsOf(points: TimedProgramme[]): AudienceSlot[] {
  const slots: AudienceSlot[] = [];
  for (const point of points) {
    const last = slots.at(-1);
    if (!point.programme_id) continue;
    if (last && last.programme_id === point.programme_id && new Date(last.to).getTime() >= point.at.getTime()) {
      last.to = point.end.toISOString();
    } else {
      slots.push({ programme_id: point.programme_id, title: point.programme_title ?? '', from: point.at.toISOString(), to: point.end.toISOString() });
    }
  }
  return slots;
}

async function listenerSeries(db: Kysely<Database>, range: AudienceRange, from: Date, now: Date) {
  if (range === '24h') {
    const rows = await selectMinutes(db, from, now);
    const points: AudiencePoint[] = rows.map((row) => ({ at: row.at.toISOString(), average: row.listeners, peak: row.listeners }));
    return { points, slots: slotsOf(rows.map((row) => ({ ...row, end: new Date(row.at.getTime() + 60_000) }))) };
  }
  const rows = await selectHours(db, from, now);
  const points: AudiencePoint[] = rows.map((row) => ({ at: row.at.toISOString(), average: tenth(row.listeners_sum / row.samples), peak: row.peak }));
  return { points, slots: slotsOf(rows.map((row) => ({ ...row, end: new Date(row.at.getTime() + HOUR_MS) }))) };
}

async function programmeFigures(db: Kysely<Database>, now: Date): Promise<AudienceProgramme[]> {
  const rows = await selectProgrammeWeeks(db, now);
  const byProgramme = new Map<number, AudienceProgramme>();
  for (const row of rows) {
    let programme = byProgramme.get(row.programme_id);
    if (!programme) {
      programme = {
        programme_id: row.programme_id,
        title: row.title ?? '',
        average: 0,
        peak: 0,
        weeks: Array.from({ length: AUDIENCE_PREVIOUS_WEEKS + 1 }, (_, weeks_ago) => ({ weeks_ago, average: null, peak: null })),
      };
      byProgramme.set(row.programme_id, programme);
    }
    const week = programme.weeks[row.weeks_ago];
    if (!week) continue;
    week.average = tenth(row.listeners_sum / row.samples);
    week.peak = row.peak;
  }
  // Programmes heard in the last 7 days come first, by average; the others only have history.
  return [...byProgramme.values()]
    .map((programme) => ({ ...programme, average: programme.weeks[0]?.average ?? 0, peak: programme.weeks[0]?.peak ?? 0 }))
    .sort((a, b) => b.average - a.average || a.title.localeCompare(b.title, 'fr'));
}

export async function getAudienceReport(db: Kysely<Database>, range: AudienceRange, now: Date, listenersNow: number): Promise<AudienceReport> {
  const from = new Date(now.getTime() - RANGE_MS[range]);
  const [series, programmes, plays, votes, totals] = await Promise.all([
    listenerSeries(db, range, from, now),
    programmeFigures(db, now),
    selectTopPlays(db, parisDate(from), TOP_PLAYS),
    selectVotes(db, from, now, range !== '24h'),
    selectTotals(db),
  ]);
  return {
    range,
    generated_at: now.toISOString(),
    listeners_now: listenersNow,
    ...series,
    programmes,
    top_plays: plays.map((play) => ({ kind: play.kind, id: play.item_id, title: play.title ?? '', started: Number(play.started), listened: Number(play.listened) })),
    votes: votes.map((vote) => ({ at: vote.at, concours_id: vote.concours_id, title: vote.title ?? '', free: vote.free, premium: vote.premium })),
    totals,
  };
}
