import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The web app's first load imports '@station/shared/client' (client.ts): none of its modules may
// import zod, or the ~25 KB of the validator come back into every visitor's first download.
const valueImports = (file: string) =>
  [...readFileSync(new URL(file, import.meta.url), 'utf8').matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)].map((match) => match[1]!);

function modulesReachedFrom(entry: string): Set<string> {
  const reached = new Set<string>();
  const visit = (file: string) => {
    if (reached.has(file)) return;
    reached.add(file);
    for (const specifier of valueImports(file)) {
      if (specifier.startsWith('./')) visit(specifier);
      else reached.add(specifier);
    }
  };
  visit(entry);
  return reached;
}

describe("@station/shared's client entry", () => {
  it('reaches no zod, directly or through another module', () => {
    const reached = [...modulesReachedFrom('./client.ts')];
    expect(reached.filter((name) => name === 'zod' || name.startsWith('zod/') || name === './zod-config.ts')).toEqual([]);
    // It does reach the modules it re-exports (the walk follows the imports at all).
    expect(reached).toEqual(expect.arrayContaining(['./messages.ts', './station-values.ts', './dates.ts']));
  });

  it('is told apart from a module that imports zod', () => {
    expect(modulesReachedFrom('./station.ts')).toContain('./zod-config.ts');
  });
});
