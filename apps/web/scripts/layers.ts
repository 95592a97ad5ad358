// The house's one direction (GUIDE.md convention 2, docs/decisions/160-layers-one-way.md): routes on top compose features;
// features sit on the app-wide modules (session, player, offline, ui, lib, pwa, styles) and never
// import each other; an app-wide module never imports a feature or a route. Read from the import
// statements of the sources themselves, so the rule holds without anyone remembering it.
// `npm test` runs it through layers.test.ts; `npx tsx apps/web/scripts/layers.ts` prints the edges.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export type Layer = { kind: 'top'; name: string } | { kind: 'feature'; name: string } | { kind: 'base'; name: string };

export interface Violation {
  from: string;
  to: string;
  rule: string;
}

const SOURCE = /\.(ts|tsx|css)$/;
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*|@import\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

/** Which layer a file (relative to the web app's src folder) belongs to. */
export function layerOf(file: string): Layer {
  const [first = '', second = ''] = file.split('/');
  if (first === 'features') return { kind: 'feature', name: second };
  if (first === 'routes' || !file.includes('/')) return { kind: 'top', name: first };
  return { kind: 'base', name: first };
}

/** Why `from` may not import `to`, or null when it may. */
export function ruleBroken(from: Layer, to: Layer): string | null {
  if (from.kind === 'top') return null;
  if (to.kind === 'top') return 'only routes and the entry points import routes';
  if (to.kind === 'feature' && from.kind === 'base') return `an app-wide module (${from.name}) imports a feature (${to.name})`;
  if (to.kind === 'feature' && from.kind === 'feature' && from.name !== to.name) return `a feature (${from.name}) imports another feature (${to.name})`;
  return null;
}

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return sourcesUnder(full);
    return SOURCE.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Every import that breaks the direction, in the sources under `srcFolder`. */
export function findViolations(srcFolder: string): Violation[] {
  const violations: Violation[] = [];
  for (const file of sourcesUnder(srcFolder)) {
    const from = path.relative(srcFolder, file).split(path.sep).join('/');
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const target = path.relative(srcFolder, path.resolve(path.dirname(file), match[1]!)).split(path.sep).join('/');
      if (target.startsWith('..')) continue;
      const rule = ruleBroken(layerOf(from), layerOf(target));
      if (rule) violations.push({ from, to: target, rule });
    }
  }
  return violations;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const violations = findViolations(path.resolve(import.meta.dirname, '../src'));
  for (const { from, to, rule } of violations) console.log(`${from} → ${to}: ${rule}`);
  console.log(`${violations.length} imports against the direction`);
  process.exitCode = violations.length ? 1 : 0;
}

/** Import circles among the sources under `srcFolder` (type imports count: they tie files too). */
export function findCycles(srcFolder: string): string[][] {
  const graph = new Map<string, string[]>();
  for (const file of sourcesUnder(srcFolder)) {
    const from = path.relative(srcFolder, file).split(path.sep).join('/');
    const targets = [...readFileSync(file, 'utf8').matchAll(IMPORT)]
      .map((match) => path.relative(srcFolder, path.resolve(path.dirname(file), match[1]!)).split(path.sep).join('/'))
      .filter((target) => !target.startsWith('..'));
    graph.set(from, targets);
  }
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    trail.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...trail.slice(trail.indexOf(next)), next]);
      else if (!state.has(next) && graph.has(next)) visit(next);
    }
    trail.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}
