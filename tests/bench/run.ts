// `npm run bench [part ...]`: runs the benchmark parts (all by default) and prints their figures.
// Each part is a file of this folder exporting `run(): Promise<void>` that prints its own lines.
import { readdirSync } from 'node:fs';
import path from 'node:path';

const folder = import.meta.dirname;
const available = readdirSync(folder)
  .filter((file) => file.endsWith('.bench.ts'))
  .map((file) => file.replace(/\.bench\.ts$/, ''))
  .sort();
const wanted = process.argv.slice(2);
const parts = wanted.length ? wanted : available;

for (const part of parts) {
  if (!available.includes(part)) {
    console.error(`unknown bench part "${part}" (available: ${available.join(', ') || 'none'})`);
    process.exit(2);
  }
  console.log(`\n== bench: ${part}`);
  const module = (await import(path.join(folder, `${part}.bench.ts`))) as { run: () => Promise<void> };
  await module.run();
}
