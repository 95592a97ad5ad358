// Where the API package and the project sit on disk, found by walking up from this file's folder:
// the same answer from the sources (tsx runs apps/api/src/...) and from the compiled bundle
// (node runs apps/api/dist/server.js), where every module shares the bundle's folder.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const API_PACKAGE = '@station/api';

function findApiRoot(from: string): string {
  for (let folder = from; ; folder = path.dirname(folder)) {
    const manifest = path.join(folder, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === API_PACKAGE) return folder;
    if (path.dirname(folder) === folder) throw new Error(`${API_PACKAGE}'s package.json not found above ${from}`);
  }
}

/** apps/api: its assets/ and dist/ live here. */
export const API_ROOT = findApiRoot(import.meta.dirname);
/** The project's root: the default data/ folder and apps/web/dist. */
export const PROJECT_ROOT = path.resolve(API_ROOT, '../..');
