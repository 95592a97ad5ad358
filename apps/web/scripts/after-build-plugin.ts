// The shell of a build-only Vite plugin that works on the written output (the budget check, the
// compressed twins): it runs after every other plugin wrote its files, the service worker included
// (vite-plugin-pwa builds it in its own closeBundle).
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

export function afterBuild(name: string, run: (distDir: string, config: ResolvedConfig) => void | Promise<void>): Plugin {
  let config: ResolvedConfig;
  return {
    name,
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler: () => run(path.resolve(config.root, config.build.outDir), config),
    },
  };
}
