import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { encode } from '@jridgewell/sourcemap-codec';
import { afterEach, describe, expect, it } from 'vitest';
import { gzipByPart, isLibrary, partOfSource, withoutOurCode } from './chunk-parts.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('chunk parts', () => {
  it('names a part by its package or by our folder', () => {
    expect(partOfSource('/repo/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(partOfSource('/repo/node_modules/@tanstack/router-core/dist/esm/router.js')).toBe('@tanstack/router-core');
    expect(partOfSource('/repo/apps/web/src/player/audio-engine.ts')).toBe('apps/web/src/player');
    expect(partOfSource('/repo/apps/web/src/features/mixes/components/mix-card.tsx')).toBe('apps/web/src/features/mixes');
    expect(partOfSource('/repo/apps/web/src/main.tsx')).toBe('apps/web/src');
    expect(partOfSource('/repo/packages/shared/src/client.ts')).toBe('packages/shared');
    expect(isLibrary('react-dom')).toBe(true);
    expect(isLibrary('apps/web/src/player')).toBe(false);
  });

  it("gives each part the bytes its source map assigns it, compressed alone", () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'parts-'));
    folders.push(dist);
    const library = 'var a=1;'.repeat(400);
    const ours = 'console.log("ours");';
    writeFileSync(path.join(dist, 'chunk.js'), `${library}${ours}\n`);
    // Line 0: the library's code from column 0, ours from the column where it starts.
    const mappings = encode([[[0, 0, 0, 0], [library.length, 1, 0, 0]]]);
    const sources = ['../node_modules/some-lib/index.js', '../apps/web/src/player/engine.ts'];
    writeFileSync(path.join(dist, 'chunk.js.map'), JSON.stringify({ version: 3, sources, mappings }));
    const parts = gzipByPart(path.join(dist, 'chunk.js'));
    expect(Object.keys(parts).sort()).toEqual(['apps/web/src/player', 'some-lib']);
    expect(parts['some-lib']).toBe(gzipSync(library, { level: 9 }).byteLength);
    expect(parts['apps/web/src/player']).toBe(gzipSync(ours, { level: 9 }).byteLength);
  });

  it('takes our code out of a file as sent, leaving the libraries and the glue in place', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'parts-'));
    folders.push(dist);
    const glue = 'var g=1;';
    const library = 'var a=1;'.repeat(40);
    const ours = 'console.log("ours");';
    writeFileSync(path.join(dist, 'chunk.js'), `${glue}${library}${ours}${glue}\n`);
    // The glue has no segment before the library's, and a segment without a source after ours.
    const mappings = encode([[[glue.length, 0, 0, 0], [glue.length + library.length, 1, 0, 0], [glue.length + library.length + ours.length]]]);
    const sources = ['../node_modules/some-lib/index.js', '../apps/web/src/player/engine.ts'];
    writeFileSync(path.join(dist, 'chunk.js.map'), JSON.stringify({ version: 3, sources, mappings }));
    const { sent, withoutOurs } = withoutOurCode(path.join(dist, 'chunk.js'));
    expect(sent).toBe(`${glue}${library}${ours}${glue}\n`);
    expect(withoutOurs).toBe(`${glue}${library}${glue}\n`);
  });
});
