// Vite plugin: the build fails when the first-load JavaScript of `/` (gzip, as sent) grows past its
// budget. Admin tools, editors and other heavy parts belong in lazy chunks (lazyAdmin, dynamic
// import), which this does not count; moving them into the first load breaks the build
// (docs/decisions/086).
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { kilobytes, measureFirstLoad } from './first-load.ts';

export type Budget = { routeFile: string; maxJsGzipBytes: number };

/** Throws a message naming the budget and the size when the first load is over it. */
export function checkFirstLoadBudget(distDir: string, budget: Budget) {
  const { js, files } = measureFirstLoad(distDir, budget.routeFile);
  if (js.gzip > budget.maxJsGzipBytes) {
    throw new Error(
      `First-load JS of ${budget.routeFile} is ${kilobytes(js.gzip)} gzip, over its budget of ${kilobytes(budget.maxJsGzipBytes)} ` +
        `(${files.length} files). Load the new code lazily (lazyAdmin, import()) or raise the budget in apps/web/vite.config.ts with a reason.`,
    );
  }
  return js;
}

export function firstLoadBudget(budget: Budget): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'station-first-load-budget',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const js = checkFirstLoadBudget(path.resolve(config.root, config.build.outDir), budget);
        config.logger.info(`First-load JS of ${budget.routeFile}: ${kilobytes(js.gzip)} gzip (budget ${kilobytes(budget.maxJsGzipBytes)})`);
      },
    },
  };
}
