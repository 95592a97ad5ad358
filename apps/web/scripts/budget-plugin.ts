// Vite plugin: the build fails when the first-load JavaScript of `/` (gzip, as sent) grows past its
// budget. Admin tools, editors and other heavy parts belong in lazy chunks (lazyAdmin, dynamic
// import), which this does not count; moving them into the first load breaks the build
// (docs/decisions/086-first-load-budget.md).
import type { Plugin } from 'vite';
import { afterBuild } from './after-build-plugin.ts';
import { kilobytes, measureChunks, measureFirstLoad, routeChunkKey } from './first-load.ts';

export type Budget = {
  routeFile: string;
  maxJsGzipBytes: number;
  /** A lazy chunk the route requests as soon as it renders (the home's sections below the hero), and the budget of both. */
  withLazyChunk?: { key: string; maxJsGzipBytes: number };
};

/** Throws a message naming the budget and the size when the first load is over it. */
export function checkFirstLoadBudget(distDir: string, budget: Budget) {
  const { js, files } = measureFirstLoad(distDir, budget.routeFile);
  if (js.gzip > budget.maxJsGzipBytes) {
    throw new Error(
      `First-load JS of ${budget.routeFile} is ${kilobytes(js.gzip)} gzip, over its budget of ${kilobytes(budget.maxJsGzipBytes)} ` +
        `(${files.length} files). Load the new code lazily (lazyAdmin, import()) or raise the budget in apps/web/vite.config.ts with a reason.`,
    );
  }
  if (budget.withLazyChunk) {
    const { key, maxJsGzipBytes } = budget.withLazyChunk;
    const together = measureChunks(distDir, [routeChunkKey(budget.routeFile), key]);
    if (together.js.gzip > maxJsGzipBytes) {
      throw new Error(
        `JS of ${budget.routeFile} with ${key} is ${kilobytes(together.js.gzip)} gzip, over its budget of ${kilobytes(maxJsGzipBytes)} ` +
          `(${together.files.length} files). Load the new code lazily (lazyAdmin, import()) or raise the budget in apps/web/vite.config.ts with a reason.`,
      );
    }
  }
  return js;
}

export const firstLoadBudget = (budget: Budget): Plugin =>
  afterBuild('station-first-load-budget', (distDir, config) => {
    const js = checkFirstLoadBudget(distDir, budget);
    config.logger.info(`First-load JS of ${budget.routeFile}: ${kilobytes(js.gzip)} gzip (budget ${kilobytes(budget.maxJsGzipBytes)})`);
    if (budget.withLazyChunk) {
      const { key, maxJsGzipBytes } = budget.withLazyChunk;
      const together = measureChunks(distDir, [routeChunkKey(budget.routeFile), key]);
      config.logger.info(`JS of ${budget.routeFile} with ${key}: ${kilobytes(together.js.gzip)} gzip (budget ${kilobytes(maxJsGzipBytes)})`);
    }
  });
