// `npm run bench first-load`: what a browser downloads to show `/` the first time, and the heaviest
// other route, from the build's manifest (apps/web/scripts/first-load.ts), gzip and brotli as sent;
// then, per public route, how much of its first load is the libraries the product is built on and
// how much the app's own code adds to the files as sent, the entry's and the route's, read from the
// source maps (apps/web/scripts/chunk-parts.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isLibrary } from '../../apps/web/scripts/chunk-parts.ts';
import { type FirstLoad, fileSizes, firstLoadByOrigin, firstLoadJsByPart, kilobytes, measureChunks, measureFirstLoad, readManifest, routeChunkKey } from '../../apps/web/scripts/first-load.ts';

const dist = path.resolve(import.meta.dirname, '../../apps/web/dist');

const routeFiles = (manifest: ReturnType<typeof readManifest>) =>
  Object.keys(manifest)
    .map((key) => key.match(/^src\/routes\/(.+)\?tsr-split=component$/)?.[1])
    .filter((file): file is string => Boolean(file));

const line = (label: string, load: FirstLoad) =>
  `${label.padEnd(34)} JS ${kilobytes(load.js.gzip).padStart(9)} gzip ${kilobytes(load.js.brotli).padStart(9)} br (${kilobytes(load.js.raw)} raw)   CSS ${kilobytes(load.css.gzip).padStart(8)} gzip ${kilobytes(load.css.brotli).padStart(8)} br   ${load.files.length} files`;

/** The public routes of the goals (docs/performance.md), by the chunks their first load asks for. */
const PUBLIC_ROUTES: Array<[string, string[]]> = [
  ['/', [routeChunkKey('index.tsx')]],
  ['/ with its sections', [routeChunkKey('index.tsx'), 'src/routes/-home-sections.tsx']],
  ['/actualites', [routeChunkKey('actualites/index.tsx')]],
  ['/mixes', [routeChunkKey('mixes.tsx')]],
  ['/programme-calendrier', [routeChunkKey('programme-calendrier.tsx')]],
  ['/concours-talents', [routeChunkKey('concours-talents.tsx')]],
  ['/talent/1', [routeChunkKey('talent/$id.tsx')]],
];

/** What the service worker downloads on a first visit: its precache list, as the build injected it into sw.js. */
function precacheDownload() {
  const urls = [...readFileSync(path.join(dist, 'sw.js'), 'utf8').matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!);
  const sizes = urls.map((url) => ({ url, brotli: fileSizes(path.join(dist, url)).brotli }));
  const sum = (list: typeof sizes) => list.reduce((total, { brotli }) => total + brotli, 0);
  return { files: urls.length, brotli: sum(sizes), scripts: sum(sizes.filter(({ url }) => url.endsWith('.js'))) };
}

export async function run() {
  const manifest = readManifest(dist);
  const home = measureFirstLoad(dist, 'index.tsx', manifest);
  const others = routeFiles(manifest)
    .filter((file) => file !== 'index.tsx')
    .map((file) => ({ file, load: measureFirstLoad(dist, file, manifest) }))
    .sort((a, b) => b.load.js.gzip - a.load.js.gzip);
  const heaviest = others[0]!;
  // The sections below the hero are a chunk of their own, requested as the page renders (routes/index.tsx).
  const homeWithSections = measureChunks(dist, [routeChunkKey('index.tsx'), 'src/routes/-home-sections.tsx'], manifest);
  console.log(line('/ (index.tsx)', home));
  console.log(line('/ with the sections below the hero', homeWithSections));
  console.log(line(`heaviest other route (${heaviest.file})`, heaviest.load));
  console.log();
  console.log('first load by origin, gzip as sent: the libraries (with the bundler\'s glue), what the entry\'s own code adds to the');
  console.log('entry\'s file (the goal: at most 25 KB), what the route\'s own code adds beyond; the largest parts of the app, each compressed alone');
  console.log(`${'route'.padEnd(22)} ${'libraries'.padStart(10)} ${'entry'.padStart(9)} ${'route'.padStart(9)}   largest parts of the app`);
  for (const [route, chunkKeys] of PUBLIC_ROUTES) {
    const origin = firstLoadByOrigin(dist, chunkKeys, manifest);
    const byPart = new Map<string, number>();
    for (const [name, bytes] of Object.entries(firstLoadJsByPart(dist, chunkKeys, manifest))) {
      const part = name.split(' › ')[1]!;
      if (!isLibrary(part)) byPart.set(part, (byPart.get(part) ?? 0) + bytes);
    }
    const largest = [...byPart]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([part, bytes]) => `${part.replace('apps/web/src/', '')} ${kilobytes(bytes)}`);
    console.log(`${route.padEnd(22)} ${kilobytes(origin.libraries).padStart(10)} ${kilobytes(origin.entry).padStart(9)} ${kilobytes(origin.route).padStart(9)}   ${largest.join(', ')}`);
  }
  console.log(`precompressed twins in dist: ${readdirSync(path.join(dist, 'assets')).filter((file) => file.endsWith('.br')).length} .br files`);
  // The offline copy: it should hold what offline needs and not grow with every chunk.
  const precache = precacheDownload();
  console.log(`the service worker's first download: ${precache.files} files, ${kilobytes(precache.brotli)} brotli, ${kilobytes(precache.scripts)} of it scripts`);
}
