// `npm run build:server`: the API compiled to plain JavaScript for `node` (the container image runs
// it, no tsx at run time). One bundle per entry: our sources and the workspace package
// @station/shared (TypeScript, never published) are inlined; every package of node_modules stays an
// import, resolved at run time, so native ones (sharp, @node-rs/argon2) and PGlite's wasm files load
// from their own folders. A package imported without being declared in a package.json would be
// bundled silently: the build refuses it instead, so `npm ci --omit=dev` always installs what runs.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const apiRoot = path.resolve(import.meta.dirname, '..');
const projectRoot = path.resolve(apiRoot, '../..');
const dependenciesOf = (folder) => Object.keys(JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')).dependencies ?? {});
const runtimePackages = [...new Set([...dependenciesOf(apiRoot), ...dependenciesOf(path.join(projectRoot, 'packages/shared'))])];

const outdir = path.join(apiRoot, 'dist');
rmSync(outdir, { recursive: true, force: true });
const started = performance.now();
const result = await build({
  absWorkingDir: apiRoot,
  entryPoints: { server: 'src/server.ts', doctor: 'src/doctor/run.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Subpaths too (@electric-sql/pglite/node-postgres, hono/factory...).
  external: runtimePackages.flatMap((name) => [name, `${name}/*`]),
  // Readable stack traces in production: no minifying, a source map beside the bundle.
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
});

const bundledPackages = new Set(
  Object.keys(result.metafile.inputs)
    .map((input) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1])
    .filter(Boolean),
);
if (bundledPackages.size) {
  console.error(`Paquets importés mais absents des dependencies d'apps/api : ${[...bundledPackages].join(', ')}`);
  process.exit(1);
}
const size = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .map(([file, { bytes }]) => `${path.basename(file)} ${(bytes / 1024).toFixed(0)} KB`)
  .join(', ');
console.log(`API compiled into apps/api/dist (${size}) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
