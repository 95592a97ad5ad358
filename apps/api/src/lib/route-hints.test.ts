import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeHints } from './route-hints.ts';

function build() {
  const dist = mkdtempSync(path.join(tmpdir(), 'hints-'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
      '_grid.js': { file: 'assets/grid.js', imports: ['_react.js'] },
      'src/routes/index.tsx?tsr-split=component': { file: 'assets/home.js', imports: ['_grid.js', 'index.html'] },
      'src/routes/actualites/index.tsx?tsr-split=component': { file: 'assets/news.js', imports: ['_grid.js'] },
    }),
  );
  return dist;
}

describe('route hints (Link preload headers of the first HTML)', () => {
  it("names a page's own chunks, not those already in index.html, and the lists it reads first", () => {
    const hints = routeHints(build());
    const home = hints.get('/')!;
    expect(home).toContain('</assets/home.js>; rel=modulepreload');
    expect(home).toContain('</assets/grid.js>; rel=modulepreload');
    expect(home).not.toContain('index.js');
    expect(home).not.toContain('react.js');
    expect(home).toContain('</api/schedule/shows>; rel=preload; as=fetch; crossorigin=anonymous');
    expect(hints.get('/actualites')).toContain('</assets/news.js>; rel=modulepreload');
    expect(hints.get('/actualites')).toContain('</api/actualites>; rel=preload');
  });

  it('has only the lists when the build has no manifest', () => {
    const hints = routeHints(mkdtempSync(path.join(tmpdir(), 'hints-')));
    expect(hints.get('/')).not.toContain('modulepreload');
    expect(hints.get('/')).toContain('</api/mixes>; rel=preload');
  });
});
