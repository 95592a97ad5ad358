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
  searchWords,
  searchResultImage,
  searchResultUrl,
} from '@station/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { type SearchRow, searchRows } from './search.repository.ts';

const toResult = (row: SearchRow, query: string): SearchResult => ({
  kind: row.kind,
  id: row.id,
  title: row.title,
  url: searchResultUrl(row.kind, row.id, row.category === WEEKLY_MIX_CATEGORY),
  image_url: searchResultImage(row.kind, row.image),
  titleParts: highlightParts(row.title, query),
  excerptParts: excerptParts(row.body, query),
});

/** Ranked results grouped by kind, in the kinds' own order; nothing for a query too short. */
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
