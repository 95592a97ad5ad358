import { type Programme, parisDate, WEEKDAYS, weekdayOf } from '@station/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { appPerFile } from '../../test/test-app.ts';

const t = appPerFile();
let shows: Programme[];
beforeAll(async () => {
  shows = await (await t.app.request('/api/schedule/shows')).json();
});

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

describe('GET /api/schedule/shows', () => {
  it('sends times as HH:mm and English weekday names', () => {
    expect(shows.length).toBeGreaterThan(10);
    for (const show of shows) {
      expect(show.start_time).toMatch(/^\d{2}:\d{2}$/);
      expect(minutes(show.end_time)).toBeGreaterThan(minutes(show.start_time));
      for (const day of show.days) expect(WEEKDAYS).toContain(day);
    }
  });

  it('fills every day of the week with 3 to 5 weekly shows covering most of the day', () => {
    for (const day of WEEKDAYS) {
      const ofDay = shows.filter((show) => show.specific_date === null && show.days.includes(day));
      expect(ofDay.length, day).toBeGreaterThanOrEqual(3);
      expect(ofDay.length, day).toBeLessThanOrEqual(5);
      const onAir = ofDay.reduce((total, show) => total + minutes(show.end_time) - minutes(show.start_time), 0);
      expect(onAir, day).toBeGreaterThanOrEqual(20 * 60);
    }
  });

  it('has one-off programmes around today, with a date and no weekly days', () => {
    const oneOffs = shows.filter((show) => show.specific_date !== null);
    expect(oneOffs.length).toBeGreaterThanOrEqual(2);
    expect(oneOffs.some((show) => show.specific_date! > parisDate())).toBe(true);
    for (const show of oneOffs) {
      expect(show.days).toEqual([]);
      expect(WEEKDAYS).toContain(weekdayOf(show.specific_date!));
    }
  });

  it('names the host and links presenters and emissions that exist', async () => {
    const presenters = await (await t.app.request('/api/animateurs')).json();
    const visible = new Set(presenters.map((p: { animateurid: number }) => p.animateurid));
    for (const show of shows) {
      expect(show.host).toBeTruthy();
      expect(visible.has(show.animateur_id)).toBe(true);
    }
    expect(shows.some((show) => show.emission_id !== null)).toBe(true);
  });

  it('revalidates with an ETag', async () => {
    const first = await t.app.request('/api/schedule/shows');
    const second = await t.app.request('/api/schedule/shows', { headers: { 'If-None-Match': first.headers.get('ETag')! } });
    expect(second.status).toBe(304);
  });
});
