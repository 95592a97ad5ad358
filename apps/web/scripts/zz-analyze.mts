import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';
import { firstLoadChunkKeys, readManifest, routeChunkKey } from './first-load.ts';
import { isLibrary, partOfSource } from './chunk-parts.ts';
const dist = 'apps/web/dist';
const route = process.argv[2] ?? 'index.tsx';
const manifest = readManifest(dist);
const keys = firstLoadChunkKeys(manifest, route === 'entry' ? [] : [routeChunkKey(route)]);
const byFile = new Map<string, string[]>();
for (const key of keys) {
  const file = path.join(dist, manifest[key]!.file);
  if (!file.endsWith('.js')) continue;
  const map = JSON.parse(readFileSync(file + '.map', 'utf8'));
  const lines = readFileSync(file, 'utf8').split('\n');
  decode(map.mappings).forEach((segs, li) => { const line = lines[li] ?? ''; segs.forEach((s, i) => { if (s.length < 4) return; const end = segs[i + 1]?.[0] ?? line.length; const src = path.resolve(path.dirname(file), map.sourceRoot ?? '', map.sources[s[1]!]); if (!byFile.has(src)) byFile.set(src, []); byFile.get(src)!.push(line.slice(s[0], end)); }); });
}
const gz = (s: string) => gzipSync(s, { level: 9 }).byteLength;
let app = '', lib = '';
const rows: [string, number][] = [];
for (const [src, pieces] of byFile) { const code = pieces.join(''); if (isLibrary(partOfSource(src))) lib += code; else { app += code; rows.push([src.replace(/.*\/(apps|packages)\//, ''), gz(code)]); } }
console.log('app together', (gz(app) / 1024).toFixed(1), 'lib together', (gz(lib) / 1024).toFixed(1), 'all', (gz(app + lib) / 1024).toFixed(1), 'app raw', app.length);
rows.sort((a, b) => b[1] - a[1]);
for (const [f, b] of rows.slice(0, Number(process.argv[3] ?? 45))) console.log(String(b).padStart(6), f);
console.log('files', rows.length);
