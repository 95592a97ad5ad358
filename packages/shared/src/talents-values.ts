// Talent genres. No zod here: the web app's first load imports this module (client.ts).

/** A talent's page read back malformed: its route's loader (first load) throws it, apart from contestMessages. */
export const TALENT_DATA_INVALID = 'Données du talent invalides';
/** No such talent: the talent's page says it, apart from messages.ts (which includes it) for the same reason. */
export const TALENT_NOT_FOUND = 'Talent non trouvé';
/** The talents' genre options (value: label). */
export const GENRES = [
  { value: 'ROCK', label: 'Rock' },
  { value: 'rap/hip-hop', label: 'Rap/Hip-Hop' },
  { value: 'r&b/soul', label: 'R&B/Soul' },
  { value: 'electronique', label: 'Électronique' },
  { value: 'autre', label: 'Autre' },
] as const;
