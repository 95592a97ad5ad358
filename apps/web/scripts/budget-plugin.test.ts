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
function fakeBuild(sharedBytes: Buffer, sectionsBytes = Buffer.from('export const sections = 1;')) {
  const dist = mkdtempSync(path.join(tmpdir(), 'budget-'));
  folders.push(dist);
  mkdirSync(path.join(dist, '.vite'));
  mkdirSync(path.join(dist, 'assets'));
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared.js' },
    'src/routes/index.tsx?tsr-split=component': { file: 'assets/home.js', imports: ['_shared.js'] },
    'src/features/mixes/admin/mix-editor.tsx': { file: 'assets/admin.js' },
    // Requested by the home route as it renders (its sections below the hero).
    'src/routes/-home-sections.tsx': { file: 'assets/sections.js', imports: ['_shared.js'] },
  };
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dist, 'assets/index.js'), 'console.log("entry");'.repeat(50));
  writeFileSync(path.join(dist, 'assets/shared.js'), sharedBytes);
  writeFileSync(path.join(dist, 'assets/home.js'), 'export const home = 1;');
  // Incompressible and large, but lazy: never counted.
  writeFileSync(path.join(dist, 'assets/admin.js'), randomText(200_000));
  writeFileSync(path.join(dist, 'assets/sections.js'), sectionsBytes);
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
    const [home] = checkFirstLoadBudget(dist, { routeFile: 'index.tsx', maxJsGzipBytes: 10 * 1024 });
    expect(home!.gzip).toBeLessThan(1024);
  });

  it('fails the build when a static import makes the first load oversized', () => {
    const dist = fakeBuild(randomText(60_000));
    expect(() => checkFirstLoadBudget(dist, { routeFile: 'index.tsx', maxJsGzipBytes: 10 * 1024 })).toThrow(
      /First-load JS of index\.tsx is \d+\.\d KB gzip, over its budget of 10\.0 KB/,
    );
  });

  it("fails the build when the home's sections, requested as it renders, outgrow their own budget", () => {
    const withLazyChunk = { key: 'src/routes/-home-sections.tsx', maxJsGzipBytes: 10 * 1024 };
    expect(() => checkFirstLoadBudget(fakeBuild(Buffer.from('export const shared = 1;')), { routeFile: 'index.tsx', maxJsGzipBytes: 10 * 1024, withLazyChunk })).not.toThrow();
    const dist = fakeBuild(Buffer.from('export const shared = 1;'), randomText(60_000));
    // The first load alone stays under its budget; with the sections it does not.
    expect(checkFirstLoadBudget(dist, { routeFile: 'index.tsx', maxJsGzipBytes: 10 * 1024 })[0]!.gzip).toBeLessThan(1024);
    expect(() => checkFirstLoadBudget(dist, { routeFile: 'index.tsx', maxJsGzipBytes: 10 * 1024, withLazyChunk })).toThrow(
      /First-load JS of index\.tsx \+ src\/routes\/-home-sections\.tsx is \d+\.\d KB gzip, over its budget of 10\.0 KB/,
    );
  });

  it('names the chunks that grew since the baseline, largest growth first, and those new to the first load', () => {
    const budget = { routeFile: 'index.tsx', maxJsGzipBytes: 10 * 1024 };
    // The baseline of a build where every chunk was small and there was no '_shared.js'.
    const small = fakeBuild(Buffer.from('export const shared = 1;'));
    const [before] = checkFirstLoadBudget(small, budget);
    const baseline = { 'index.tsx': before!.parts() };
    delete baseline['index.tsx']['_shared.js › (no map)'];
    baseline['index.tsx']['index.html › (no map)'] = 10;

    const grown = fakeBuild(randomText(60_000));
    let message = '';
    try {
      checkFirstLoadBudget(grown, budget, baseline);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/Grew since first-load-baseline\.json: _shared\.js › \(no map\) \(new, \d+\.\d KB\), index\.html › \(no map\) \+\d+\.\d KB \(0\.0 KB → \d+\.\d KB\)\./);
    // The home route's chunk did not change: not named.
    expect(message).not.toContain('src/routes/index.tsx');
  });
});
