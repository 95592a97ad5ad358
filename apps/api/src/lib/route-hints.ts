// A first visit (no service worker yet) must not wait for the entry script to learn what the page
// needs next: the HTML of a route carries `Link` preload headers for the route's own chunks (from
// Vite's manifest; the entry's are already in index.html) and for the lists it reads first, so the
// browser fetches them alongside the entry (docs/decisions/089-lean-first-load.md).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };

/** The lists each page reads before it shows its content (the route loaders' queries). */
const FIRST_LISTS: Record<string, string[]> = {
  '/': ['/api/hero-images', '/api/schedule/shows', '/api/mixes', '/api/actualites', '/api/station'],
  '/actualites': ['/api/actualites'],
  '/programme-calendrier': ['/api/schedule/shows'],
  '/concours-talents': ['/api/concours?status=active', '/api/soumissions-concours', '/api/talons'],
  '/mixes': ['/api/mixes'],
  '/emissions': ['/api/emissions'],
  '/animateurs': ['/api/animateurs'],
};

function chunkClosure(manifest: Record<string, ManifestChunk>, key: string, skip: Set<string>): string[] {
  const files: string[] = [];
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || skip.has(name)) return;
    skip.add(name);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}

/** Path → value of the `Link` header for that page's HTML; empty when the build has no manifest. */
export function routeHints(webDist: string): Map<string, string> {
  const hints = new Map<string, string>();
  const manifestFile = path.join(webDist, '.vite/manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  // The entry and its static imports are in index.html already.
  const inHtml = new Set<string>();
  if (entry) chunkClosure(manifest, entry, inHtml);
  const routeFileOf = (page: string) =>
    [page === '/' ? 'src/routes/index.tsx' : `src/routes${page}.tsx`, `src/routes${page}/index.tsx`]
      .map((file) => `${file}?tsr-split=component`)
      .find((key) => manifest[key]);
  for (const [page, lists] of Object.entries(FIRST_LISTS)) {
    const routeKey = routeFileOf(page);
    const scripts = routeKey ? chunkClosure(manifest, routeKey, new Set(inHtml)) : [];
    const links = [
      ...scripts.map((file) => `</${file}>; rel=modulepreload`),
      // Same credentials mode as the app's fetch (same-origin): the preloaded answer is reused.
      ...lists.map((list) => `<${list}>; rel=preload; as=fetch; crossorigin=anonymous`),
    ];
    hints.set(page, links.join(', '));
  }
  return hints;
}
