import {
  SEARCH_KIND_LABELS,
  SEARCH_KINDS,
  SEARCH_LIMIT_ONE_KIND,
  SEARCH_LIMIT_PER_KIND,
  type SearchGroup,
  type SearchKind,
  type SearchResponse,
  type SearchResult,
  WEEKLY_MIX_CATEGORY,
  excerptParts,
  highlightParts,
  isSearchable,
  mediaUrl,
  searchWords,
  sharePath,
} from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { type SearchRow, searchRows } from './search.repository.ts';

function urlOf(row: SearchRow): string {
  switch (row.kind) {
    case 'programme':
      return '/programme-calendrier';
    case 'emission':
      return sharePath({ kind: 'emission', id: row.id });
    case 'mix':
      return sharePath({ kind: 'mix', id: row.id, weekly: row.category === WEEKLY_MIX_CATEGORY });
    case 'news':
      return sharePath({ kind: 'actualite', id: row.id });
    case 'contest_news':
      return sharePath({ kind: 'actualite', id: row.id, contest: true });
    case 'presenter':
      return `/animateurs#animateur-${row.id}`;
    case 'talent':
      return sharePath({ kind: 'talent', id: row.id });
    case 'contest':
      return '/concours-talents';
  }
}

function imageOf(row: SearchRow): string | null {
  if (!row.image) return null;
  const folders = { emission: 'emissionImage', mix: 'mixImage', news: 'actualiteImage', contest_news: 'actualiteImage', presenter: 'animateurImage', contest: 'concoursImage' } as const;
  if (row.kind === 'programme') return null;
  if (row.kind === 'talent') return /^(https?:\/\/|\/)/.test(row.image) ? row.image : null;
  return mediaUrl(folders[row.kind], row.image);
}

const toResult = (row: SearchRow, query: string): SearchResult => ({
  kind: row.kind,
  id: row.id,
  title: row.title,
  url: urlOf(row),
  image_url: imageOf(row),
  titleParts: highlightParts(row.title, query),
  excerptParts: excerptParts(row.body, query),
});

/** Issue 26: ranked results grouped by kind, in the kinds' own order; nothing for a query too short. */
export async function search(db: Kysely<Database>, query: string, type?: SearchKind): Promise<SearchResponse> {
  if (!isSearchable(query)) return { query, groups: [] };
  const rows = await searchRows(db, searchWords(query), type, type ? SEARCH_LIMIT_ONE_KIND : SEARCH_LIMIT_PER_KIND);
  const groups: SearchGroup[] = [];
  for (const kind of SEARCH_KINDS) {
    const ofKind = rows.filter((row) => row.kind === kind);
    if (ofKind.length === 0) continue;
    groups.push({ kind, label: SEARCH_KIND_LABELS[kind], total: Number(ofKind[0].total), results: ofKind.map((row) => toResult(row, query)) });
  }
  return { query, groups };
}
