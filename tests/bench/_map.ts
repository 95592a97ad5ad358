import { readFileSync } from 'node:fs';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
const [file, ...pos] = process.argv.slice(2);
const map = new TraceMap(readFileSync(`apps/web/dist/assets/${file}.map`, 'utf8'));
for (const p of pos) { const [l, c] = p.split(':').map(Number); const o = originalPositionFor(map, { line: l! + 1, column: c! }); console.log(p, o.source?.replace(/.*node_modules\//, ''), o.line, o.name); }
