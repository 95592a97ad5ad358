// A staff screen's data written into the page sent to that admin (packages/shared/src/staff-screens.ts):
// one request, the figures in its answer. Read in process through this app with the request's own
// cookie, so the same guards decide as for the browser's own reads; anyone but a signed-in admin gets
// the bare shell, as before. The page is private: never kept, never stored (lib/static.ts).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { STAFF_SCREEN_READS, STAFF_STATE_ID } from '@station/shared';
import type { Hono } from 'hono';
import type { AppEnv } from './context.ts';

export interface StaffScreenState {
  /** The `<script type="application/json">` block, for the page's root. */
  block: string;
  /** The session's renewed cookie, if a read renewed it. */
  setCookies: string[];
}

/** Each screen's own chunk (Vite's manifest key): preloaded with the page, not asked for by the entry after it ran. */
const SCREEN_CHUNKS: Record<string, string> = {
  '/admin-panel/audience': 'src/features/audience/components/audience-page.tsx',
  '/admin-panel/courriels': 'src/features/mail/components/sent-mails-page.tsx',
};

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };

/**
 * Path → the `<link>`s of its screen's chunk and what it imports beyond the entry: their scripts
 * preloaded, their stylesheets in the head (the lazy import would otherwise wait for them after the
 * entry has run, and the screen with it).
 */
export function staffScreenPreloads(webDist: string): (path: string) => string {
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  const links = new Map<string, string>();
  for (const [screen, key] of Object.entries(SCREEN_CHUNKS)) {
    const files: string[] = [];
    const sheets: string[] = [];
    const seen = new Set<string>();
    const visit = (name: string) => {
      const chunk = manifest[name];
      if (!chunk || chunk.isEntry || seen.has(name)) return;
      seen.add(name);
      files.push(chunk.file);
      sheets.push(...(chunk.css ?? []));
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(key);
    links.set(
      screen,
      [...sheets.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`), ...files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)].join(''),
    );
  }
  return (screen) => links.get(screen.replace(/\/$/, '')) ?? '';
}

/** JSON inside a <script> block: nothing in it can close the block or open a comment. */
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** The query cache's form of an answer, as `dehydrate()` writes it and `hydrate()` reads it. */
const dehydrated = (queryKey: readonly string[], data: unknown, at: number) => ({
  queryKey,
  queryHash: JSON.stringify(queryKey),
  state: {
    data,
    dataUpdateCount: 1,
    dataUpdatedAt: at,
    error: null,
    errorUpdateCount: 0,
    errorUpdatedAt: 0,
    fetchFailureCount: 0,
    fetchFailureReason: null,
    fetchMeta: null,
    isInvalidated: false,
    status: 'success',
    fetchStatus: 'idle',
  },
});

/** The screen's data for this request's admin, or null (not a staff screen, not an admin, a read failed). */
export async function staffScreenState(app: Hono<AppEnv>, path: string, request: Request): Promise<StaffScreenState | null> {
  const reads = STAFF_SCREEN_READS[path.replace(/\/$/, '')];
  const cookie = request.headers.get('Cookie');
  if (!reads || !cookie) return null;
  const origin = new URL(request.url).origin;
  const setCookies: string[] = [];
  const at = Date.now();
  const queries = [];
  // One after the other: the session first, and nothing more read for anyone but an admin.
  for (const { queryKey, read } of reads) {
    const answer = await app.fetch(new Request(new URL(read, origin), { headers: { Cookie: cookie, Accept: 'application/json' } }));
    setCookies.push(...answer.headers.getSetCookie());
    if (!answer.ok) return null;
    const data: unknown = await answer.json();
    if (queryKey[0] === 'session' && (data as { account?: { role?: string } | null }).account?.role !== 'admin') return null;
    queries.push(dehydrated(queryKey, data, at));
  }
  const state = JSON.stringify({ queries: { mutations: [], queries } });
  return { block: `<script type="application/json" id="${STAFF_STATE_ID}">${scriptSafe(state)}</script>`, setCookies };
}
