// The built app's index.html is read for every page and every page's security headers, and a new
// build replaces it while the server runs: one stat a request tells whether it changed, instead of
// reading it each time.
import { readFileSync, statSync } from 'node:fs';

/** A file's text, read again only when its modification time or size changes; undefined while it is missing. */
export function builtFileText(file: string): () => string | undefined {
  let cached: { mtimeMs: number; size: number; text: string } | undefined;
  return () => {
    // Stated before it is read: a file caught half-written is read again once its writing ends.
    const stats = statSync(file, { throwIfNoEntry: false });
    if (!stats) return undefined;
    if (cached?.mtimeMs !== stats.mtimeMs || cached.size !== stats.size) cached = { mtimeMs: stats.mtimeMs, size: stats.size, text: readFileSync(file, 'utf8') };
    return cached.text;
  };
}
