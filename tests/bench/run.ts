// `npm run bench [part ...]`: runs the benchmark parts (all by default) and prints their figures.
// Each part is a file of this folder exporting `run(): Promise<void>` that prints its own lines,
// under a header with the machine's load average when it starts and ends (timings need a quiet machine).
import { readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
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
  const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');
  console.log(`\n== bench: ${part} (load average ${load()})`);
  const module = (await import(path.join(folder, `${part}.bench.ts`))) as { run: () => Promise<void> };
  await module.run();
  console.log(`   (${part} done, load average ${load()})`);
}
