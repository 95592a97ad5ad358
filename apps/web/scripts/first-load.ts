// What a browser downloads to show a route for the first time: the entry chunk, the route's own
// chunk, everything they import statically, and their CSS, read from Vite's manifest
// (dist/.vite/manifest.json). Used by the build's budget (budget-plugin.ts) and by `npm run bench`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { gzipByPart, withoutOurCode } from './chunk-parts.ts';

type ManifestChunk = { file: string; name?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[]; assets?: string[] };
export type Manifest = Record<string, ManifestChunk>;

export type FirstLoad = {
  files: string[];
  js: { raw: number; gzip: number; brotli: number };
  css: { raw: number; gzip: number; brotli: number };
};

/** The manifest key of a route file's component chunk (TanStack Router's automatic splitting). */
export const routeChunkKey = (routeFile: string) => `src/routes/${routeFile}?tsr-split=component`;

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
}

/** The manifest keys of the entry plus the given chunks, with their static imports, each once. */
export function firstLoadChunkKeys(manifest: Manifest, chunkKeys: string[]): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('No entry chunk in the Vite manifest');
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  for (const key of chunkKeys) visit(key);
  return [...seen];
}

/** The files of the entry plus the given chunks, with their static imports, each once. */
export function firstLoadFiles(manifest: Manifest, chunkKeys: string[]): string[] {
  const files = new Set<string>();
  for (const key of firstLoadChunkKeys(manifest, chunkKeys)) {
    const chunk = manifest[key]!;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return [...files];
}

/**
 * A chunk's name that survives a rebuild: a shared chunk's manifest key carries its content hash
 * (`_accounts-CDYjEAXU.js`), so it goes by its name (`_accounts`); a source's key is already stable.
 */
export function stableChunkName(manifest: Manifest, key: string): string {
  const chunk = manifest[key]!;
  return key.startsWith('_') && chunk.name ? `_${chunk.name}` : key;
}

/** Each JavaScript chunk of the entry plus the given chunks, by its stable name, gzip bytes as sent. */
export function firstLoadJsByChunk(distDir: string, chunkKeys: string[], manifest = readManifest(distDir)): Record<string, number> {
  const sizes: Record<string, number> = {};
  for (const key of firstLoadChunkKeys(manifest, chunkKeys)) {
    const file = manifest[key]!.file;
    if (!file.endsWith('.js')) continue;
    const name = stableChunkName(manifest, key);
    sizes[name] = (sizes[name] ?? 0) + fileSizes(path.join(distDir, file)).gzip;
  }
  return sizes;
}

/**
 * Each part of each JavaScript chunk of the entry plus the given chunks, as `<chunk> › <part>`
 * (`index.html › react-dom`, `index.html › apps/web/src/player`), gzip bytes of the part alone
 * (chunk-parts.ts). A chunk without a source map counts as one part, `<chunk> › (no map)`.
 */
export function firstLoadJsByPart(distDir: string, chunkKeys: string[], manifest = readManifest(distDir)): Record<string, number> {
  const sizes: Record<string, number> = {};
  for (const key of firstLoadChunkKeys(manifest, chunkKeys)) {
    const file = path.join(distDir, manifest[key]!.file);
    if (!file.endsWith('.js')) continue;
    const chunk = stableChunkName(manifest, key);
    const parts = gzipByPart(file);
    if (!Object.keys(parts).length) parts['(no map)'] = fileSizes(file).gzip;
    for (const [part, bytes] of Object.entries(parts)) sizes[`${chunk} › ${part}`] = (sizes[`${chunk} › ${part}`] ?? 0) + bytes;
  }
  return sizes;
}

/**
 * A route's first load by origin, gzip as sent: what the libraries and the bundler's glue weigh,
 * what the entry's own code adds to the entry's files, and what the route's own code adds beyond
 * the entry (chunk-parts.ts's withoutOurCode). The three add up to the load's JavaScript. These are
 * the figures of the goal "the entry's own code on top of the libraries".
 */
export function firstLoadByOrigin(distDir: string, chunkKeys: string[], manifest = readManifest(distDir)) {
  const entryKeys = new Set(firstLoadChunkKeys(manifest, []));
  const gzip = (text: string) => gzipSync(text, { level: 9 }).byteLength;
  const load = { libraries: 0, entry: 0, route: 0 };
  for (const key of firstLoadChunkKeys(manifest, chunkKeys)) {
    const file = path.join(distDir, manifest[key]!.file);
    if (!file.endsWith('.js')) continue;
    const { sent, withoutOurs } = withoutOurCode(file);
    const libraries = withoutOurs.trim() ? gzip(withoutOurs) : 0;
    load.libraries += libraries;
    load[entryKeys.has(key) ? 'entry' : 'route'] += gzip(sent) - libraries;
  }
  return load;
}

type Sizes = { raw: number; gzip: number; brotli: number };
// Hashed file names: one file's sizes never change, so each is compressed once per process.
const sizesOfFile = new Map<string, Sizes>();

/** A built file's sizes: raw, and as the server sends it (gzip 9 or brotli 11, the twins' settings). */
export function fileSizes(file: string): Sizes {
  let sizes = sizesOfFile.get(file);
  if (!sizes) {
    const bytes = readFileSync(file);
    sizes = {
      raw: bytes.byteLength,
      // What the server sends: the build's twins are made at these settings (precompress-plugin.ts).
      gzip: gzipSync(bytes, { level: 9 }).byteLength,
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength,
    };
    sizesOfFile.set(file, sizes);
  }
  return sizes;
}

const total = (files: string[]): Sizes =>
  files.map(fileSizes).reduce((sum, sizes) => ({ raw: sum.raw + sizes.raw, gzip: sum.gzip + sizes.gzip, brotli: sum.brotli + sizes.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });

export function measureFirstLoad(distDir: string, routeFile: string | null, manifest = readManifest(distDir)): FirstLoad {
  return measureChunks(distDir, routeFile ? [routeChunkKey(routeFile)] : [], manifest);
}

/** The entry plus the given manifest chunks (e.g. a route and the lazy chunk it requests at once). */
export function measureChunks(distDir: string, chunkKeys: string[], manifest = readManifest(distDir)): FirstLoad {
  const files = firstLoadFiles(manifest, chunkKeys);
  const full = (file: string) => path.join(distDir, file);
  return {
    files,
    js: total(files.filter((file) => file.endsWith('.js')).map(full)),
    css: total(files.filter((file) => file.endsWith('.css')).map(full)),
  };
}

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
