import { z } from './zod-config.ts';
import { SEARCH_KINDS, SEARCH_MAX_LENGTH, type SearchKind, type SearchPart, searchMessages } from './search-values.ts';

export * from './search-values.ts';

/** GET /api/search?q=&type=. */
export const searchQuerySchema = z.object({
  q: z.string({ error: searchMessages.invalid }).trim().max(SEARCH_MAX_LENGTH, searchMessages.tooLong).optional().default(''),
  type: z.enum(SEARCH_KINDS, { error: searchMessages.typeInvalid }).optional(),
});

export interface SearchResult {
  kind: SearchKind;
  id: number;
  title: string;
  /** Where the web app opens it (the share link form where there is one). */
  url: string;
  image_url: string | null;
  titleParts: SearchPart[];
  excerptParts: SearchPart[];
}

export interface SearchGroup {
  kind: SearchKind;
  label: string;
  /** Matches in the database, of which `results` are the best ranked. */
  total: number;
  results: SearchResult[];
}

export interface SearchResponse {
  query: string;
  groups: SearchGroup[];
}
