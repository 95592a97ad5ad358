// Live player bar: while paused the station label is one of 8 English taglines
// (they stay in English, the interface's one exception), changing every 45 s; the default one first.
export const DEFAULT_TAGLINE = 'Live Music & Cool Beats';
export const TAGLINE_ROTATION_MS = 45_000;

export const TAGLINES = [
  DEFAULT_TAGLINE,
  'Your Soundtrack, Live',
  'Real Radio, Real Live',
  "Turn It Up, We're Live",
  'Fresh Sounds Around the Clock',
  'Where the Music Never Stops',
  'Tune In and Feel the Vibe',
  'Good Vibes on Air',
] as const;

/** A random tagline other than the current one (a "change" that keeps the same text would not be one). */
export function nextTagline(current: string, random: () => number = Math.random): string {
  const others = TAGLINES.filter((tagline) => tagline !== current);
  return others[Math.floor(random() * others.length)] ?? DEFAULT_TAGLINE;
}
