// `npm run bench first-load`: what a browser downloads to show `/` the first time, and the heaviest
// other route, from the build's manifest (apps/web/scripts/first-load.ts), gzip and brotli as sent.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { type FirstLoad, kilobytes, measureChunks, measureFirstLoad, readManifest, routeChunkKey } from '../../apps/web/scripts/first-load.ts';

const dist = path.resolve(import.meta.dirname, '../../apps/web/dist');

const routeFiles = (manifest: ReturnType<typeof readManifest>) =>
  Object.keys(manifest)
    .map((key) => key.match(/^src\/routes\/(.+)\?tsr-split=component$/)?.[1])
    .filter((file): file is string => Boolean(file));

const line = (label: string, load: FirstLoad) =>
  `${label.padEnd(34)} JS ${kilobytes(load.js.gzip).padStart(9)} gzip ${kilobytes(load.js.brotli).padStart(9)} br (${kilobytes(load.js.raw)} raw)   CSS ${kilobytes(load.css.gzip).padStart(8)} gzip ${kilobytes(load.css.brotli).padStart(8)} br   ${load.files.length} files`;

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
  console.log(`precompressed twins in dist: ${readdirSync(path.join(dist, 'assets')).filter((file) => file.endsWith('.br')).length} .br files`);
}
