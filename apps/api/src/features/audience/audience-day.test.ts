// The audience figures end to end: a simulated day drives listeners joining and leaving (through the
// real heartbeat route), plays and votes, with a fake clock; the minute samples, the hourly and
// daily roll-ups and the 'Audience' API figures must equal what the test drove.
import type { AudienceReport } from '@station/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { loginAs, withCookie } from '../../test/accounts.ts';
import { createTestApp, json, testDatabaseKind } from '../../test/test-app.ts';
import { sampleAudience } from './audience-sampler.ts';
import { liveListenerFigure } from './audience-sources.ts';
import { liveSourcesOf } from '../live/live-sources.ts';
import { firstEmissionId, firstMixId, insertProgramme } from '../../test/factories.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

// Tuesday 24 November 2026, Paris midnight (UTC+1).
const DAY = '2026-11-24';
const DAY_START = new Date('2026-11-23T23:00:00Z');
const MINUTE = 60_000;
const at = (hhmm: string) => (Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3))) as number;

/** Who joins and leaves the live stream, at which Paris minute of the day. */
const PLAN: { minute: number; join?: number; leave?: number }[] = [
  { minute: at('07:00'), join: 3 },
  { minute: at('08:30'), join: 2 },
  { minute: at('10:00'), join: 4 },
  { minute: at('11:15'), leave: 6 },
  { minute: at('12:00'), leave: 3 },
  { minute: at('18:00'), join: 2 },
  { minute: at('20:00'), leave: 2 },
];
/** The figure the plan gives at a minute of the day. */
function expectedListeners(minute: number): number {
  let count = 0;
  for (const step of PLAN) if (step.minute <= minute) count += (step.join ?? 0) - (step.leave ?? 0);
  return count;
}

let t: TestApp;
let now = DAY_START;
let clocked: ReturnType<typeof createApp>['app'];
let programmeId: number;
let mixId: number;
let emissionId: number;
let concoursId: number;
let adminCookie: string;

const beat = (id: string, listening: boolean) => clocked.request('/api/live/listeners', json('POST', { listener_id: id, listening }));

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { ...(await import('../../config.ts')).DEFAULT_RATE_LIMITS, newListenersPerAddress: 1_000, mixListenReportsPerAddress: 1_000 } });
  ({ app: clocked } = createApp(t.config, t.db, { clock: () => now }));
  // A one-off programme that day, 10:00 to 12:00: it wins over any weekly slot then.
  programmeId = await insertProgramme(t.db, { title: 'Matinale simulée', start_time: '10:00:00', end_time: '12:00:00', specific_date: DAY });
  mixId = await firstMixId(t.db);
  emissionId = await firstEmissionId(t.db);
  const entry = await t.db.selectFrom('soumissions').select(['soumissionid', 'concours_id']).orderBy('soumissionid').executeTakeFirstOrThrow();
  concoursId = entry.concours_id;
  // No vote before the simulated day: the roll-up starts from the first vote it finds.
  await t.db.deleteFrom('votes').execute();
  adminCookie = (await loginAs(t.app, 'admin')).cookie;

  const present: string[] = [];
  let next = 0;
  for (let minute = 0; minute < 24 * 60; minute++) {
    now = new Date(DAY_START.getTime() + minute * MINUTE);
    for (const step of PLAN.filter((each) => each.minute === minute)) {
      for (let i = 0; i < (step.join ?? 0); i++) {
        const id = `simulated-player-${String(next++).padStart(4, '0')}`;
        present.push(id);
        expect((await beat(id, true)).status).toBe(200);
      }
      for (const id of present.splice(0, step.leave ?? 0)) expect((await beat(id, false)).status).toBe(200);
    }
    // Players still listening keep beating (the real window is a minute of wall time).
    if (minute % 15 === 0) for (const id of present) await beat(id, true);
    if (minute === at('09:00')) {
      for (let i = 0; i < 3; i++) expect((await clocked.request(`/api/mixes/${mixId}/listen`, json('PATCH', { is_starting: true }))).status).toBe(200);
      for (let i = 0; i < 2; i++) expect((await clocked.request('/api/audience/plays', json('POST', { kind: 'mix', id: mixId, stage: 'listened' }))).status).toBe(200);
      for (let i = 0; i < 2; i++) expect((await clocked.request('/api/audience/plays', json('POST', { kind: 'replay', id: emissionId, stage: 'started' }))).status).toBe(200);
      expect((await clocked.request('/api/audience/plays', json('POST', { kind: 'replay', id: emissionId, stage: 'listened' }))).status).toBe(200);
    }
    // Votes as the contest stores them: 2 free at 10:xx, 1 free and 1 premium at 15:xx.
    if (minute === at('10:20') || minute === at('10:40') || minute === at('15:05')) await insertVote('gratuit', now);
    if (minute === at('15:30')) await insertVote('premium', now);
    // Heartbeats are written by the live feed's next tick: written now, as that tick would.
    await liveSourcesOf(t.config, t.db).presence.flush(t.db);
    expect(await sampleAudience(t.db, { listeners: liveListenerFigure(t.config, t.db), clock: () => now })).toBe('written');
  }
  now = new Date(DAY_START.getTime() + 24 * 60 * MINUTE);
}, 300_000);

afterAll(() => t.close());

async function insertVote(type: 'gratuit' | 'premium', when: Date) {
  const entry = await t.db.selectFrom('soumissions').select('soumissionid').where('concours_id', '=', concoursId).executeTakeFirstOrThrow();
  let paymentId: number | null = null;
  if (type === 'premium') {
    paymentId = (
      await t.db
        .insertInto('payments')
        .values({ provider: 'test', provider_session_id: `cs_${when.getTime()}`, status: 'paid', amount_cents: 100, user_id: null, soumission_id: entry.soumissionid })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }
  await t.db
    .insertInto('votes')
    .values({ soumission_id: entry.soumissionid, concours_id: concoursId, user_id: null, type_vote: type, payment_id: paymentId, created_at: when })
    .execute();
}

describe('a simulated day of audience', () => {
  it('keeps one sample a minute, with the figure and the programme on air', async () => {
    const rows = await t.db.selectFrom('audience_minutes').selectAll().orderBy('minute').execute();
    expect(rows).toHaveLength(24 * 60);
    rows.forEach((row, minute) => {
      expect(row.minute.getTime()).toBe(DAY_START.getTime() + minute * MINUTE);
      expect(row.listeners, `minute ${minute}`).toBe(expectedListeners(minute));
      if (minute >= at('10:00') && minute < at('12:00')) expect(row.programme_id).toBe(programmeId);
    });
  });

  it('rolls the minutes up by hour and by day', async () => {
    const hours = await t.db
      .selectFrom('audience_hours')
      .select((eb) => ['hour', eb.fn.sum<number>('samples').as('samples'), eb.fn.sum<number>('listeners_sum').as('sum'), eb.fn.max('listeners_peak').as('peak')])
      .groupBy('hour')
      .orderBy('hour')
      .execute();
    expect(hours).toHaveLength(24);
    hours.forEach((row, hour) => {
      const minutes = Array.from({ length: 60 }, (_, i) => expectedListeners(hour * 60 + i));
      expect(Number(row.samples)).toBe(60);
      expect(Number(row.sum), `hour ${hour}`).toBe(minutes.reduce((a, b) => a + b, 0));
      expect(row.peak).toBe(Math.max(...minutes));
    });
    const programmeHours = await t.db.selectFrom('audience_hours').selectAll().where('programme_id', '=', programmeId).orderBy('hour').execute();
    expect(programmeHours.map((row) => row.samples)).toEqual([60, 60]);
    const days = await t.db.selectFrom('audience_days').selectAll().where('day', '=', DAY).execute();
    const whole = Array.from({ length: 1440 }, (_, minute) => expectedListeners(minute));
    expect(days.reduce((sum, row) => sum + row.samples, 0)).toBe(1440);
    expect(days.reduce((sum, row) => sum + row.listeners_sum, 0)).toBe(whole.reduce((a, b) => a + b, 0));
    expect(Math.max(...days.map((row) => row.listeners_peak))).toBe(9);
  });

  it("gives the admins the day's figures through the 'Audience' API", async () => {
    const response = await clocked.request('/api/audience?range=24h', withCookie(adminCookie));
    expect(response.status).toBe(200);
    const report = (await response.json()) as AudienceReport;
    expect(report.points.map((point) => point.average)).toEqual(Array.from({ length: 1440 }, (_, minute) => expectedListeners(minute)));
    expect(report.slots).toContainEqual({ programme_id: programmeId, title: 'Matinale simulée', from: '2026-11-24T09:00:00.000Z', to: '2026-11-24T11:00:00.000Z' });
    // 10:00–11:14 nine listeners, 11:15–11:59 three: (75 × 9 + 45 × 3) / 120 = 6.75.
    const matinale = report.programmes.find((programme) => programme.programme_id === programmeId);
    expect(matinale).toMatchObject({ title: 'Matinale simulée', average: 6.8, peak: 9 });
    expect(matinale?.weeks[1]).toEqual({ weeks_ago: 1, average: null, peak: null });
    expect(report.top_plays).toEqual([
      { kind: 'mix', id: mixId, title: expect.any(String), started: 3, listened: 2 },
      { kind: 'replay', id: emissionId, title: expect.any(String), started: 2, listened: 1 },
    ]);
    const votes = report.votes.filter((vote) => vote.concours_id === concoursId);
    expect(votes.map(({ at: hour, free, premium }) => ({ hour, free, premium }))).toEqual([
      { hour: '2026-11-24T09:00:00Z', free: 2, premium: 0 },
      { hour: '2026-11-24T14:00:00Z', free: 1, premium: 1 },
    ]);
    const accounts = Number((await t.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect(report.totals.accounts).toBe(accounts);

    const week = (await (await clocked.request('/api/audience?range=7d', withCookie(adminCookie))).json()) as AudienceReport;
    expect(week.points).toHaveLength(24);
    expect(week.points[10]).toEqual({ at: '2026-11-24T09:00:00.000Z', average: 9, peak: 9 });
    expect(week.points[11]).toEqual({ at: '2026-11-24T10:00:00.000Z', average: 4.5, peak: 9 });
  });

  it('is for admins only', async () => {
    expect((await clocked.request('/api/audience')).status).toBe(401);
    for (const role of ['user', 'moderator'] as const) {
      const { cookie } = await loginAs(t.app, role);
      expect((await clocked.request('/api/audience', withCookie(cookie))).status).toBe(403);
    }
  });

  it('forgets the minutes after 30 days and keeps the hours and days', async () => {
    const later = new Date(DAY_START.getTime() + 31 * 24 * 60 * MINUTE);
    expect(await sampleAudience(t.db, { listeners: async () => 0, clock: () => later })).toBe('written');
    const minutes = await t.db.selectFrom('audience_minutes').select('minute').execute();
    expect(minutes.map((row) => row.minute.getTime())).toEqual([later.getTime()]);
    expect((await t.db.selectFrom('audience_hours').select('hour').where('hour', '<', later).execute()).length).toBeGreaterThanOrEqual(24);
    expect(await t.db.selectFrom('audience_days').select('day').where('day', '=', DAY).execute()).not.toHaveLength(0);
  });
});

describe('several API processes', () => {
  it.skipIf(testDatabaseKind === 'pglite')('never write the same minute twice', async () => {
    const other = t.connectAgain();
    try {
      const base = new Date('2026-12-01T08:00:00Z').getTime();
      const outcomes: string[] = [];
      for (let minute = 0; minute < 20; minute++) {
        const clock = () => new Date(base + minute * MINUTE + 5_000);
        const turns = await Promise.all([t.db, other, t.db, other].map((db) => sampleAudience(db, { listeners: async () => minute, clock })));
        expect(turns.filter((outcome) => outcome === 'written')).toHaveLength(1);
        outcomes.push(...turns);
      }
      const rows = await t.db.selectFrom('audience_minutes').select(['minute', 'listeners']).where('minute', '>=', new Date(base)).where('minute', '<', new Date(base + 20 * MINUTE)).orderBy('minute').execute();
      expect(rows.map((row) => row.listeners)).toEqual(Array.from({ length: 20 }, (_, minute) => minute));
      const { rows: dupes } = await sql<{ n: number }>`select count(*)::int as n from audience_minutes group by minute having count(*) > 1`.execute(t.db);
      expect(dupes).toEqual([]);
    } finally {
      await other.destroy();
    }
  });
});
