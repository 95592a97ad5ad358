import type { Emission } from '@station/shared';
import { describe, expect, it } from 'vitest';
import { emissionStatus, formatContent, truncateText, upcomingDates } from './emission-status.ts';

const emission = (dates: Array<[string, string | null, string | null]>, mp3: string | null = 'show.mp3'): Emission => ({
  id: 1,
  title: 'Le Grand Direct',
  description: '',
  img_url: null,
  mp3_url: mp3,
  animateurs: 'Sophie Martin',
  animateur_ids: [1],
  broadcast_dates: dates.map(([broadcast_date, broadcast_time, heure_fin]) => ({ broadcast_date, broadcast_time, heure_fin })),
  broadcast_date: null,
  broadcast_time: null,
  heure_fin: null,
  audioFiles: [],
  created_at: '2026-11-01T10:00:00.000Z',
});

// Saturday 21 November 2026, 19:00 in Paris (UTC+1).
const now = new Date('2026-11-21T18:00:00Z');

describe('emissionStatus', () => {
  it('is live between its start and its end, Paris time', () => {
    expect(emissionStatus(emission([['2026-11-21', '18:00', '20:00']]), now)).toBe('live');
    expect(emissionStatus(emission([['2026-11-21', '19:00', '19:30']]), now)).toBe('live');
    expect(emissionStatus(emission([['2026-11-21', '17:00', '19:00']]), now)).toBe('replay');
  });

  it('is a replay when past with a recording, and waits for its audio otherwise', () => {
    expect(emissionStatus(emission([['2026-11-14', '18:00', '20:00']]), now)).toBe('replay');
    expect(emissionStatus(emission([['2026-11-14', '18:00', null]]), now)).toBe('replay');
    expect(emissionStatus(emission([['2026-11-14', '18:00', '20:00']], null), now)).toBe('past_no_audio');
  });

  it('is upcoming when its dates are ahead; a recording of a past date wins', () => {
    expect(emissionStatus(emission([['2026-11-21', '20:00', '22:00']]), now)).toBe('upcoming');
    expect(emissionStatus(emission([['2026-11-14', '18:00', '20:00'], ['2026-11-28', '18:00', '20:00']]), now)).toBe('replay');
    expect(emissionStatus(emission([['2026-11-14', '18:00', '20:00'], ['2026-11-28', '18:00', '20:00']], null), now)).toBe('upcoming');
  });

  it('is unknown without any date', () => {
    expect(emissionStatus(emission([]), now)).toBe('unknown');
  });
});

describe('upcomingDates', () => {
  it('keeps the dates not over yet, soonest first: one on air now counts, one ended today does not', () => {
    const dates = emission([
      ['2026-11-28', '18:00', '20:00'],
      ['2026-11-21', '18:00', '20:00'],
      ['2026-11-21', '10:00', '12:00'],
      ['2026-11-14', '18:00', '20:00'],
      ['2026-11-22', '09:00', '10:00'],
    ]);
    expect(upcomingDates(dates, now).map((slot) => `${slot.broadcast_date} ${slot.broadcast_time}`)).toEqual([
      '2026-11-21 18:00',
      '2026-11-22 09:00',
      '2026-11-28 18:00',
    ]);
  });

  it('reads today in Paris: at 00:30 in Paris (23:30 UTC the day before) the previous day is over', () => {
    const afterMidnight = new Date('2026-11-21T23:30:00Z'); // Sunday 22, 00:30 in Paris
    expect(upcomingDates(emission([['2026-11-21', '22:00', '23:00'], ['2026-11-22', '01:00', '02:00']]), afterMidnight)).toHaveLength(1);
  });

  it('keeps a date without times until its day is over', () => {
    expect(upcomingDates(emission([['2026-11-21', null, null]]), now)).toHaveLength(1);
    expect(upcomingDates(emission([['2026-11-20', null, null]]), now)).toHaveLength(0);
  });
});

describe('truncateText and formatContent', () => {
  it('cuts over 120 characters with ...', () => {
    expect(truncateText('a'.repeat(120))).toEqual({ text: 'a'.repeat(120), truncated: false });
    expect(truncateText(`${'a'.repeat(119)} bcd`)).toEqual({ text: `${'a'.repeat(119)}...`, truncated: true });
  });

  it('collapses 3 or more line breaks to 2', () => {
    expect(formatContent('Un\n\n\n\nDeux\r\nTrois')).toBe('Un\n\nDeux\nTrois');
  });
});
