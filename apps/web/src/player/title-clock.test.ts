import { describe, expect, it } from 'vitest';
import { LiveEdgeClock, titleAt } from './title-clock.ts';

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

  it("dates the progressive stream's audio clock from the live edge: the burst's seconds behind the connection", () => {
    const clock = new LiveEdgeClock();
    const connected = Date.parse('2026-11-28T07:00:00.000Z');
    expect(clock.playingDate(0)).toBeNull();
    // Icecast's burst: 4.1 s of audio at once, then real time; a late sample (network jitter) is ignored.
    clock.sample(4.1, connected + 50);
    clock.sample(5.0, connected + 1_200);
    clock.sample(6.1, connected + 2_000);
    // The audio clock's zero is the burst's 4.1 s before the connection (within the first sample's 50 ms).
    expect(clock.playingDate(0)! - (connected - 4_100)).toBeLessThanOrEqual(50);
    // Two seconds into playback the listener hears what entered the stream ~2.1 s before connecting.
    expect(clock.playingDate(2)! - (connected - 2_100)).toBeLessThanOrEqual(50);
    clock.reset();
    expect(clock.playingDate(2)).toBeNull();
  });
});
