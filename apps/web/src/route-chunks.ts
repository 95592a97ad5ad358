// Which of the browser build's chunks a server-rendered page is made of: the page's
// HTML needs their stylesheets before its first paint, and the browser loads their scripts before it
// hydrates. Read from the generated route tree, where each route's id sits beside its file; the
// browser build's manifest names a route's split component `src/routes/<file>?tsr-split=component`.
import routeTreeSource from './routeTree.gen.ts?raw';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Chunks a route renders on the server besides its own (lazy parts its loader awaits), as the manifest names them. */
    serverChunks?: string[];
  }
}

/** Route id → the manifest key of its component chunk, e.g. '/actualites/' → 'src/routes/actualites/index.tsx?tsr-split=component'. */
export function routeChunkKeys(source: string = routeTreeSource): Map<string, string> {
  const fileOfImport = new Map<string, string>();
  for (const [, name, file] of source.matchAll(/import \{ Route as (\w+) \} from '\.\/routes\/([^']+)'/g)) fileOfImport.set(name!, file!);
  const keys = new Map<string, string>();
  for (const [, name, id] of source.matchAll(/= (\w+)\.update\(\{\s*id: '([^']+)'/g)) {
    const file = fileOfImport.get(name!);
    if (file) keys.set(id!, `src/routes/${file}.tsx?tsr-split=component`);
  }
  return keys;
}
