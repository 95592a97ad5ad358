// Search across the station. The folding and matching rules here are the ones the web
// app uses for highlights and for the offline search over kept lists; the database folds the same
// way (station_fold(), migration 2026-11-26-search, docs/decisions/150-french-search-in-the-database.md). No zod: the web app imports it.

import { mediaUrl } from './media.ts';
import type { SearchKind } from './search-kinds.ts';
import { sharePath } from './share.ts';

export { SEARCH_KINDS, type SearchKind } from './search-kinds.ts';

export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  programme: 'Programmes',
  emission: 'Émissions',
  mix: 'Mixes',
  news: 'Actualités',
  contest_news: 'Jeux concours',
  presenter: 'Animateurs',
  talent: 'Talents',
  contest: 'Concours de talents',
};

/** Characters of a query, after trimming. */
export const SEARCH_MAX_LENGTH = 100;
/** Fewer letters than this: no search (every word would match). */
export const SEARCH_MIN_LENGTH = 2;
/** Words of a query that count; the rest are ignored. */
export const SEARCH_MAX_WORDS = 8;
/** Results per kind: all kinds together, and one kind asked with `type`. */
export const SEARCH_LIMIT_PER_KIND = 5;
export const SEARCH_LIMIT_ONE_KIND = 30;

export const searchMessages = {
  invalid: 'Recherche invalide.',
  tooLong: `La recherche est trop longue (${SEARCH_MAX_LENGTH} caractères au plus).`,
  typeInvalid: 'Type de résultat inconnu.',
  tooMany: 'Trop de recherches depuis cette adresse. Veuillez patienter quelques minutes.',
  offlineNote: 'Hors ligne : recherche partielle, dans les contenus gardés sur cet appareil.',
  noResult: 'Aucun résultat.',
  failed: 'La recherche a échoué. Réessayez.',
} as const;

/** One piece of a text, marked when it matched the query: rendered by React, never as HTML. */
export interface SearchPart {
  text: string;
  hit: boolean;
}

const WORD = /[\p{L}\p{N}]+/gu;

/** Lower case without accents or ligatures: 'Céline' → 'celine', 'Œuvre' → 'oeuvre'. */
export const foldText = (text: string) =>
  text
    .replace(/[Œœ]/g, 'oe')
    .replace(/[Ææ]/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/[Øø]/g, 'o')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();

/** The words of a query (letters and digits only: no search operator survives), at most SEARCH_MAX_WORDS. */
export const searchWords = (query: string): string[] => (query.match(WORD) ?? []).slice(0, SEARCH_MAX_WORDS).map((word) => word.slice(0, 40));

/** A query worth sending: enough letters once the operators and spaces are gone. */
export const isSearchable = (query: string) => searchWords(query).join('').length >= SEARCH_MIN_LENGTH;

/** A word of a text matches a word of the query when one is the other's beginning (typing, plurals). */
function wordMatches(word: string, tokens: string[]): boolean {
  const folded = foldText(word);
  return tokens.some((token) => folded.startsWith(token) || (folded.length >= 4 && token.startsWith(folded)));
}

/** The text cut into parts, the words matching the query marked. */
export function highlightParts(text: string, query: string): SearchPart[] {
  const tokens = searchWords(query).map(foldText);
  const parts: SearchPart[] = [];
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    if (!wordMatches(match[0], tokens)) continue;
    if (match.index > last) parts.push({ text: text.slice(last, match.index), hit: false });
    parts.push({ text: match[0], hit: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), hit: false });
  return parts;
}

/** Does every word of the query match a word of one of the texts (the offline search's rule)? */
export function textsMatch(texts: Array<string | null | undefined>, query: string): boolean {
  const words = texts.flatMap((text) => (text ?? '').match(WORD) ?? []).map(foldText);
  const tokens = searchWords(query).map(foldText);
  return tokens.length > 0 && tokens.every((token) => words.some((word) => word.startsWith(token) || (word.length >= 4 && token.startsWith(word))));
}

/** About `size` characters of the text around its first match, cut at spaces, with '…' where cut. */
export function excerptParts(text: string, query: string, size = 160): SearchPart[] {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= size) return highlightParts(flat, query);
  const first = highlightParts(flat, query).reduce((offset, part, index, all) => {
    if (offset >= 0) return offset;
    return part.hit ? all.slice(0, index).reduce((length, previous) => length + previous.text.length, 0) : -1;
  }, -1);
  let start = Math.max(0, (first < 0 ? 0 : first) - Math.floor(size / 3));
  if (start > 0) start = flat.indexOf(' ', start) + 1 || start;
  let end = Math.min(flat.length, start + size);
  if (end < flat.length) end = flat.lastIndexOf(' ', end) > start ? flat.lastIndexOf(' ', end) : end;
  return highlightParts(`${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`, query);
}

/** Where the web app opens a result (the share link's form where the item has one). */
export function searchResultUrl(kind: SearchKind, id: number, weekly = false): string {
  switch (kind) {
    case 'programme':
      return '/programme-calendrier';
    case 'emission':
      return sharePath({ kind: 'emission', id });
    case 'mix':
      return sharePath({ kind: 'mix', id, weekly });
    case 'news':
      return sharePath({ kind: 'actualite', id });
    case 'contest_news':
      return sharePath({ kind: 'actualite', id, contest: true });
    case 'presenter':
      return `/animateurs#animateur-${id}`;
    case 'talent':
      return sharePath({ kind: 'talent', id });
    case 'contest':
      return '/concours-talents';
  }
}

const IMAGE_FOLDER = { emission: 'emissionImage', mix: 'mixImage', news: 'actualiteImage', contest_news: 'actualiteImage', presenter: 'animateurImage', contest: 'concoursImage' } as const;

/** A result's picture: the stored image's URL; a talent's avatar only when it is an address. */
export function searchResultImage(kind: SearchKind, image: string | null | undefined): string | null {
  if (!image || kind === 'programme') return null;
  if (kind === 'talent') return /^(https?:\/\/|\/)/.test(image) ? image : null;
  return mediaUrl(IMAGE_FOLDER[kind], image);
}
