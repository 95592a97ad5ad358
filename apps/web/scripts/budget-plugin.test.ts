import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkFirstLoadBudget } from './budget-plugin.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A built app: an entry importing a shared chunk, the home route's chunk, and an admin chunk only loaded lazily. */
function fakeBuild(sharedBytes: Buffer) {
  const dist = mkdtempSync(path.join(tmpdir(), 'budget-'));
  folders.push(dist);
  mkdirSync(path.join(dist, '.vite'));
  mkdirSync(path.join(dist, 'assets'));
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared.js' },
    'src/routes/index.tsx?tsr-split=component': { file: 'assets/home.js', imports: ['_shared.js'] },
    'src/features/mixes/admin/mix-editor.tsx': { file: 'assets/admin.js' },
  };
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dist, 'assets/index.js'), 'console.log("entry");'.repeat(50));
  writeFileSync(path.join(dist, 'assets/shared.js'), sharedBytes);
  writeFileSync(path.join(dist, 'assets/home.js'), 'export const home = 1;');
  // Incompressible and large, but lazy: never counted.
  writeFileSync(path.join(dist, 'assets/admin.js'), randomText(200_000));
  return dist;
}

/** Text that gzip cannot shrink much: the size sent is close to its length. */
function randomText(length: number) {
  let text = '';
  while (text.length < length) text += Math.random().toString(36).slice(2);
  return Buffer.from(text.slice(0, length));
}

describe('first-load budget', () => {
  it('passes a first load under the budget, whatever the lazy chunks weigh', () => {
    const dist = fakeBuild(Buffer.from('export const shared = 1;'));
    const js = checkFirstLoadBudget(dist, { routeFile: 'index.tsx', maxJsGzipBytes: 10 * 1024 });
    expect(js.gzip).toBeLessThan(1024);
  });

  it('fails the build when a static import makes the first load oversized', () => {
    const dist = fakeBuild(randomText(60_000));
    expect(() => checkFirstLoadBudget(dist, { routeFile: 'index.tsx', maxJsGzipBytes: 10 * 1024 })).toThrow(
      /First-load JS of index\.tsx is \d+\.\d KB gzip, over its budget of 10\.0 KB/,
    );
  });
});
