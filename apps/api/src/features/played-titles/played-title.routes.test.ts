// 'Titres diffusés': what the recorder stores, and what the public list answers.
import { addDays, DEFAULT_JINGLE_PATTERN, parisDate, parisInstant, type PlayedTitlesResponse, playedTitlesMessages } from '@station/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { getNowPlaying } from '../live/now-playing.service.ts';
import { appPerFile } from '../../test/test-app.ts';
import { purgeOldTitles, recordTitleTurn, type TitleSource } from './played-titles-recorder.ts';

const t = appPerFile();
beforeEach(async () => {
  await t.db.deleteFrom('played_titles').execute();
});

const jingle = new RegExp(DEFAULT_JINGLE_PATTERN, 'i');
const titlesStored = async () => (await t.db.selectFrom('played_titles').select(['title', 'is_jingle']).orderBy('id').execute()).map((row) => `${row.title}${row.is_jingle ? ' (jingle)' : ''}`);
const list = async (query = ''): Promise<PlayedTitlesResponse> => {
  const response = await t.app.request(`/api/played-titles${query}`);
  expect(response.status).toBe(200);
  return response.json();
};

describe('the recorder', () => {
  it('stores each title change once with its time and programme, repeats of the same title not again, jingles marked', async () => {
    const heard = ['A - Un', 'A - Un', 'B - Deux', 'Radio Live - Jingle', 'Radio Live - Jingle', 'C - Trois', null, 'C - Trois', 'A - Un'];
    const at = new Date('2030-01-07T10:30:00Z'); // 11:30 in Paris: 'Culture Club' in the demo schedule
    for (const title of heard) await recordTitleTurn(t.db, async () => title, jingle, () => at);
    expect(await titlesStored()).toEqual(['A - Un', 'B - Deux', 'Radio Live - Jingle (jingle)', 'C - Trois', 'A - Un']);
    const { programme } = await getNowPlaying(t.db, { kind: 'unknown' }, at);
    const row = await t.db.selectFrom('played_titles').selectAll().orderBy('id').executeTakeFirstOrThrow();
    expect(row.programme_id).toBe(programme?.id ?? null);
    expect(row.programme_title).toBe(programme?.title ?? null);
    expect(row.played_at.toISOString()).toBe(at.toISOString());
  });

  it('stores each change once when two processes (two connection pools) take turns at the same moments', async (context) => {
    if (t.kind !== 'postgres') return context.skip(); // one PGlite serves one process
    const other = t.connectAgain();
    try {
      let current = 'Titre 0';
      const source: TitleSource = async () => current;
      for (let change = 1; change <= 5; change++) {
        current = `Titre ${change}`;
        // Both processes' turns at once, three times: only the first that sees the change stores it.
        for (let turn = 0; turn < 3; turn++) await Promise.all([recordTitleTurn(t.db, source, jingle), recordTitleTurn(other, source, jingle)]);
      }
      expect(await titlesStored()).toEqual(['Titre 1', 'Titre 2', 'Titre 3', 'Titre 4', 'Titre 5']);
    } finally {
      await other.destroy();
    }
  });

  it('keeps 90 days', async () => {
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    await t.db.insertInto('played_titles').values([{ title: 'Vieux', played_at: daysAgo(91) }, { title: 'Récent', played_at: daysAgo(89) }]).execute();
    await purgeOldTitles(t.db, now);
    expect(await titlesStored()).toEqual(['Récent']);
  });
});

describe('GET /api/played-titles', () => {
  const yesterday = addDays(parisDate(), -1);
  const at = (time: string) => parisInstant(yesterday, Number(time.slice(0, 2)) * 3600 + Number(time.slice(3, 5)) * 60);
  const seed = () =>
    t.db
      .insertInto('played_titles')
      .values([
        { title: 'Les Velours - Nuit claire', played_at: at('07:58'), programme_id: null, programme_title: 'Réveil Live', programme_host: 'Léa' },
        { title: 'Nina Rose - Lumières du port', played_at: at('08:02'), programme_id: null, programme_title: 'Matinale', programme_host: 'Hugo' },
        { title: 'Kael - Ligne 11', played_at: at('08:11'), programme_id: null, programme_title: 'Matinale', programme_host: 'Hugo' },
        { title: 'Radio Live - Jingle', is_jingle: true, played_at: at('08:14'), programme_id: null, programme_title: 'Matinale', programme_host: 'Hugo' },
        { title: 'Sacha B - Marée basse', played_at: at('08:19'), programme_id: null, programme_title: 'Matinale', programme_host: 'Hugo' },
      ])
      .execute();

  it("answers 'Qu'est-ce qui passait à 8 h 15 ?' with the song on air then, among the titles around it grouped by programme", async () => {
    await seed();
    const body = await list(`?date=${yesterday}&time=08:15`);
    expect(body.on_air).toMatchObject({ title: 'Kael - Ligne 11', played_at: at('08:11').toISOString(), programme_title: 'Matinale' });
    expect(body.groups.map((group) => [group.programme_title, group.titles.map((title) => title.title)])).toEqual([
      ['Matinale', ['Sacha B - Marée basse', 'Kael - Ligne 11', 'Nina Rose - Lumières du port']],
      ['Réveil Live', ['Les Velours - Nuit claire']],
    ]);
    expect(body.days).toHaveLength(7);
    expect(body.days[1]).toBe(yesterday);
  });

  it('lists the latest songs, newest first, without the jingles', async () => {
    await seed();
    const body = await list();
    expect(body.groups.flatMap((group) => group.titles.map((title) => title.title))).toEqual([
      'Sacha B - Marée basse',
      'Kael - Ligne 11',
      'Nina Rose - Lumières du port',
      'Les Velours - Nuit claire',
    ]);
  });

  it('refuses a day outside the last 7 and a malformed time with a French 400', async () => {
    const cases = [
      [`?date=${addDays(parisDate(), -7)}`, playedTitlesMessages.invalidDate],
      [`?date=${addDays(parisDate(), 1)}`, playedTitlesMessages.invalidDate],
      ['?date=2026-13-45', playedTitlesMessages.invalidDate],
      ['?time=25:00', playedTitlesMessages.invalidTime],
      ['?time=8h15', playedTitlesMessages.invalidTime],
    ];
    for (const [query, error] of cases) {
      const response = await t.app.request(`/api/played-titles${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ error });
    }
  });
});
