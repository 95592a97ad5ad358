// The built-in demo stream's own titles: a fixed running order computed from the
// clock, like its samples, so every API process names the same title at the same moment and the
// demo's bar, lock screen and 'Titres diffusés' show real title changes with nothing to install.
// One jingle in the loop shows the jingle pattern at work.
const RUNNING_ORDER: Array<{ title: string; seconds: number }> = [
  { title: 'Les Velours - Nuit claire', seconds: 200 },
  { title: 'Nina Rose - Lumières du port', seconds: 230 },
  { title: 'Radio Live - Jingle', seconds: 10 },
  { title: 'Sacha B - Marée basse', seconds: 190 },
  { title: 'Kael - Ligne 11', seconds: 215 },
  { title: 'Les Velours - Aube rouge', seconds: 240 },
  { title: 'Nina Rose - Café des arts', seconds: 185 },
  { title: 'Sacha B - Onze heures', seconds: 205 },
];
const LOOP_SECONDS = RUNNING_ORDER.reduce((total, entry) => total + entry.seconds, 0);

/** The demo title on air at `now`. */
export function demoTitleAt(now: Date): string {
  let second = Math.floor(now.getTime() / 1000) % LOOP_SECONDS;
  for (const entry of RUNNING_ORDER) {
    if (second < entry.seconds) return entry.title;
    second -= entry.seconds;
  }
  return RUNNING_ORDER[0]!.title;
}
