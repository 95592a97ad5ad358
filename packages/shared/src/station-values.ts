// The station's business constants. No zod here: the web app's first load imports this module (client.ts).
// Business constants shared by both sides.
export const INACTIVITY_TIMEOUT_MS = 3_600_000;
export const MIN_PASSWORD_LENGTH = 6;
export const DEFAULT_VOLUME = 80;
export const HOME_LIST_SIZE = 3;
export const WEEKLY_MIX_CATEGORY = 'Entrée de la semaine';
export const WEEKLY_MIX_CATEGORY_MISSPELT = 'Entre de la semaine';
export const CONTEST_NEWS_KEYWORD = 'jeux de concours';
export const TIME_ZONE = 'Europe/Paris';
