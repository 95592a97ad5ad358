import type { PublicTalent } from '@station/shared';

/** The artist name, or the first word of the full name. */
export const displayName = (talent: PublicTalent) => talent.nom_artiste.trim() || talent.nom_complet.trim().split(/\s+/)[0] || '';

export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/** A stable hue per name, so a talent keeps the same colour everywhere. */
export function colourOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  // Dark enough for white initials on every hue (WCAG AA 4.5:1, yellows included).
  return `hsl(${hash} 65% 28%)`;
}
