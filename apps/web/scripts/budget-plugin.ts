// Vite plugin: the build fails when the first-load JavaScript of `/` (gzip, as sent) grows past its
// budget. Admin tools, editors and other heavy parts belong in lazy chunks (lazyAdmin, dynamic
// import), which this does not count; moving them into the first load breaks the build
// (docs/decisions/086-first-load-budget.md). The failure names what grew: each chunk's parts (a
// package, a folder of ours, read from the source maps) against the committed baseline
// (first-load-baseline.json, written when the budget was set).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { afterBuild } from './after-build-plugin.ts';
import { firstLoadJsByChunk, firstLoadJsByPart, kilobytes, routeChunkKey } from './first-load.ts';

export type Budget = {
  routeFile: string;
  maxJsGzipBytes: number;
  /** A lazy chunk the route requests as soon as it renders (the home's sections below the hero), and the budget of both. */
  withLazyChunk?: { key: string; maxJsGzipBytes: number };
};

/** Per measured load (`index.tsx`, `index.tsx + src/routes/-home-sections.tsx`), each `<chunk> › <part>`'s gzip bytes. */
export type Baseline = Record<string, Record<string, number>>;

export const BASELINE_FILE = 'first-load-baseline.json';

type Load = { label: string; chunkKeys: string[]; maxJsGzipBytes: number };

function loadsOf(budget: Budget): Load[] {
  const route = routeChunkKey(budget.routeFile);
  const loads: Load[] = [{ label: budget.routeFile, chunkKeys: [route], maxJsGzipBytes: budget.maxJsGzipBytes }];
  if (budget.withLazyChunk) {
    const { key, maxJsGzipBytes } = budget.withLazyChunk;
    loads.push({ label: `${budget.routeFile} + ${key}`, chunkKeys: [route, key], maxJsGzipBytes });
  }
  return loads;
}

/** What grew since the baseline, largest growth first: '<part> +1.2 KB (3.0 → 4.2 KB)', a new one as 'new'. */
export function partsThatGrew(now: Record<string, number>, before: Record<string, number> | undefined): string[] {
  if (!before) return [];
  return Object.entries(now)
    .map(([name, bytes]) => ({ name, bytes, growth: bytes - (before[name] ?? 0) }))
    .filter(({ growth }) => growth > 0)
    .sort((a, b) => b.growth - a.growth)
    .map(({ name, bytes, growth }) =>
      name in before ? `${name} +${kilobytes(growth)} (${kilobytes(before[name]!)} → ${kilobytes(bytes)})` : `${name} (new, ${kilobytes(bytes)})`,
    );
}

/** Each load's total, chunks and parts; throws, naming the parts that grew, when one is over its budget. */
export function checkFirstLoadBudget(distDir: string, budget: Budget, baseline?: Baseline) {
  const measured = loadsOf(budget).map((load) => {
    const chunks = firstLoadJsByChunk(distDir, load.chunkKeys);
    return { ...load, chunks, gzip: Object.values(chunks).reduce((sum, bytes) => sum + bytes, 0), parts: () => firstLoadJsByPart(distDir, load.chunkKeys) };
  });
  for (const load of measured) {
    if (load.gzip <= load.maxJsGzipBytes) continue;
    // The five largest growths: what comes after them is noise.
    const grew = partsThatGrew(load.parts(), baseline?.[load.label]).slice(0, 5);
    throw new Error(
      `First-load JS of ${load.label} is ${kilobytes(load.gzip)} gzip, over its budget of ${kilobytes(load.maxJsGzipBytes)} ` +
        `(${Object.keys(load.chunks).length} chunks). ` +
        (grew.length ? `Grew since ${BASELINE_FILE}: ${grew.join(', ')}. ` : baseline ? '' : `No ${BASELINE_FILE} to compare with. `) +
        'Load the new code lazily (lazyAdmin, import()) or raise the budget in apps/web/vite.config.ts with a reason.',
    );
  }
  return measured;
}

/**
 * The build's check. `FIRST_LOAD_BASELINE=write npm run build` records the parts of this build as
 * the baseline (do it when a budget changes, and commit the file with it).
 */
export const firstLoadBudget = (budget: Budget): Plugin =>
  afterBuild('station-first-load-budget', (distDir, config) => {
    const baselineFile = path.join(config.root, BASELINE_FILE);
    const baseline: Baseline | undefined = existsSync(baselineFile) ? JSON.parse(readFileSync(baselineFile, 'utf8')) : undefined;
    const measured = checkFirstLoadBudget(distDir, budget, baseline);
    for (const load of measured) {
      config.logger.info(`First-load JS of ${load.label}: ${kilobytes(load.gzip)} gzip (budget ${kilobytes(load.maxJsGzipBytes)})`);
    }
    if (process.env.FIRST_LOAD_BASELINE === 'write') {
      writeFileSync(baselineFile, `${JSON.stringify(Object.fromEntries(measured.map((load) => [load.label, load.parts()])), null, 2)}\n`);
      config.logger.info(`First-load baseline written: ${baselineFile}`);
    }
  });
