// 'Titres diffusés': every title change of the live stream, kept 90 days, looked up
// by day and time over the last 7 days. No zod here: the web app's first load may import it.

/** How long the history is kept (the retention job deletes older rows). */
export const PLAYED_TITLES_KEEP_DAYS = 90;
/** Days the public list and its time picker reach back (today included). */
export const PLAYED_TITLES_LOOKUP_DAYS = 7;
/** Titles of the default list (no day asked). */
export const PLAYED_TITLES_LATEST = 50;
/** Around a looked-up time: the titles from this long before to this long after. */
export const PLAYED_TITLES_AROUND_MS = 60 * 60_000;

/** Default for PLAYED_TITLES_JINGLE_PATTERN: station IDs and jingles are not songs. */
export const DEFAULT_JINGLE_PATTERN = '\\b(jingle|station id|indicatif|habillage)\\b';

export const playedTitlesMessages = {
  invalidDate: 'Date invalide : choisissez un jour parmi les 7 derniers.',
  invalidTime: 'Heure invalide : indiquez une heure au format HH:MM.',
} as const;

export interface PlayedTitle {
  id: number;
  title: string;
  /** ISO instant the title started. */
  played_at: string;
}

export interface PlayedTitleGroup {
  /** The programme on air when its titles played (null: nothing scheduled). */
  programme_id: number | null;
  programme_title: string | null;
  programme_host: string | null;
  /** Newest first. */
  titles: PlayedTitle[];
}

export interface PlayedTitlesResponse {
  /** The Paris day and time asked (null: the latest titles). */
  date: string | null;
  time: string | null;
  /** The song on air at `date` `time` (only when a time is asked). */
  on_air: (PlayedTitle & { programme_title: string | null }) | null;
  groups: PlayedTitleGroup[];
  /** The days the time picker offers, newest first (Paris). */
  days: string[];
}

export interface MusicSearchLink {
  service: 'Deezer' | 'Spotify' | 'Apple Music' | 'YouTube Music';
  url: string;
}

/** The usual music services' search pages for a title ('Artiste - Titre' is searched whole). */
export function musicSearchLinks(title: string): MusicSearchLink[] {
  const query = encodeURIComponent(title.trim());
  return [
    { service: 'Deezer', url: `https://www.deezer.com/search/${query}` },
    { service: 'Spotify', url: `https://open.spotify.com/search/${query}` },
    { service: 'Apple Music', url: `https://music.apple.com/fr/search?term=${query}` },
    { service: 'YouTube Music', url: `https://music.youtube.com/search?q=${query}` },
  ];
}
