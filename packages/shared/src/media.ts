// Where the API serves stored files. The API returns bare file names, as
// the spec does; mediaUrl() turns one into a URL, keeping absolute URLs as they are.
export const MEDIA_PATHS = {
  hero: '/imageback/hero/',
  mixImage: '/imageback/mixes/',
  emissionImage: '/imageback/emission/',
  actualiteImage: '/imageback/actualite/',
  concoursImage: '/imageback/concours/',
  // Not named by the spec: presenter photos, about slots and TV posters follow the same pattern.
  animateurImage: '/imageback/animateurs/',
  aboutImage: '/imageback/about/',
  tvPoster: '/imageback/tv/',
  mixAudio: '/musics/MixDJ/',
  emissionAudio: '/Audioemission/',
} as const;
export type MediaKind = keyof typeof MEDIA_PATHS;

/** Folders under /imageback/ that the API serves. */
export const IMAGE_FOLDERS = ['hero', 'mixes', 'emission', 'actualite', 'concours', 'animateurs', 'about', 'tv'] as const;

export function mediaUrl(kind: MediaKind, value: string | null | undefined): string | null {
  if (!value) return null;
  if (/^(https?:)?\/\//.test(value) || value.startsWith('/') || value.startsWith('blob:') || value.startsWith('data:')) {
    return value;
  }
  // A leading 'musics/' on a mix audio path is stripped (and the folder, if stored too).
  const name = kind === 'mixAudio' ? value.replace(/^(musics\/)?(MixDJ\/)?/, '') : value;
  return MEDIA_PATHS[kind] + name;
}

/** Only http(s) links become clickable or playable: never javascript: or data: URLs. */
export const isSafeHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** A recording's host when its emission names none (cards, the player and the lock screen). */
export const UNKNOWN_HOST = 'Animateur inconnu';
