import { describe, expect, it } from 'vitest';
import { LiveEdgeClock, burstAt, titleAt } from './title-clock.ts';

const titles = [
  { title: 'Les Velours - Nuit claire', at: '2026-11-28T07:00:00.000Z' },
  { title: 'Kael - Aube rouge', at: '2026-11-28T07:03:20.000Z' },
];

describe('the title heard', () => {
  it('is the one whose instant the playing date has reached, not the newest the server knows', () => {
    const change = Date.parse(titles[1]!.at);
    expect(titleAt(titles, change - 8_000)).toBe('Les Velours - Nuit claire');
    expect(titleAt(titles, change - 1)).toBe('Les Velours - Nuit claire');
    expect(titleAt(titles, change)).toBe('Kael - Aube rouge');
    // Before every kept instant (a player minutes behind): the oldest known rather than nothing.
    expect(titleAt(titles, Date.parse(titles[0]!.at) - 60_000)).toBe('Les Velours - Nuit claire');
    expect(titleAt([], change)).toBeNull();
  });

  it("dates the progressive stream's audio clock one burst before the connection, whatever the player waited", () => {
    const clock = new LiveEdgeClock();
    const connected = Date.parse('2026-11-28T07:00:00.000Z');
    expect(clock.playingDate(0)).toBeNull();
    // Icecast's burst: 4.1 s of audio at once, then real time. Chromium started playing 5 s after the
    // request and reports only ~2.25 s buffered ahead of what it plays (what its decoder read), as
    // measured through the station chain: the buffered end must not move the zero later.
    clock.connected(4_100, connected);
    for (let played = 0; played < 10; played += 1) clock.sample(played + 2.25, connected + 5_000 + played * 1_000);
    expect(clock.playingDate(0)).toBe(connected - 4_100);
    // Two seconds into playback the listener hears what entered the stream 2.1 s before connecting.
    expect(clock.playingDate(2)).toBe(connected - 2_100);
  });

  it('takes the buffered end when it shows more than the burst (a server that sends more than configured)', () => {
    const clock = new LiveEdgeClock();
    const connected = Date.parse('2026-11-28T07:00:00.000Z');
    clock.connected(4_100, connected);
    clock.sample(10, connected + 100);
    expect(clock.playingDate(0)).toBe(connected + 100 - 10_000);
    clock.reset();
    expect(clock.playingDate(2)).toBeNull();
  });

  it("counts a shorter burst while the stream's source is younger than the configured one", () => {
    const now = Date.parse('2026-11-28T16:00:10Z');
    // A source that connected 2 s ago (Icecast's start is to the second: its middle is taken): Icecast
    // holds about 1.5 s of audio, not 4.
    expect(burstAt(4_096, '2026-11-28T16:00:08Z', now)).toBe(1_500);
    // An older one: the configured burst; no word from the status: the configured burst too.
    expect(burstAt(4_096, '2026-11-28T15:00:00Z', now)).toBe(4_096);
    expect(burstAt(4_096, null, now)).toBe(4_096);
    // A source clock a little ahead of the device's: no negative burst.
    expect(burstAt(4_096, '2026-11-28T16:00:11Z', now)).toBe(0);
  });
});
