import { describe, expect, it } from 'vitest';
import type { Manifest } from './first-load.ts';
import { staffOnlyFiles } from './staff-chunks.ts';

// The entry leads to a public route and to the studio; both use a form, only the studio its mixer.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    dynamicImports: ['src/routes/mixes.tsx?tsr-split=component', 'src/routes/studio.tsx?tsr-split=component', 'src/routes/admin-panel_.audience.tsx?tsr-split=component'],
  },
  'src/routes/mixes.tsx?tsr-split=component': { file: 'assets/mixes.js', imports: ['index.html', '_form.js'], css: ['assets/mixes.css'] },
  'src/routes/studio.tsx?tsr-split=component': { file: 'assets/studio.js', imports: ['index.html', '_form.js', '_mixer.js'], css: ['assets/studio.css'] },
  'src/routes/admin-panel_.audience.tsx?tsr-split=component': { file: 'assets/audience.js', dynamicImports: ['src/features/audience/chart.tsx'] },
  'src/features/audience/chart.tsx': { file: 'assets/chart.js', imports: ['_form.js'] },
  '_form.js': { file: 'assets/form.js' },
  '_mixer.js': { file: 'assets/mixer.js', css: ['assets/mixer.css'] },
};

describe('staffOnlyFiles', () => {
  it('names the files only staff routes lead to, with their styles, and keeps what a public page shares with them', () => {
    expect([...staffOnlyFiles(manifest)].sort()).toEqual(
      ['assets/audience.js', 'assets/chart.js', 'assets/mixer.css', 'assets/mixer.js', 'assets/studio.css', 'assets/studio.js'].sort(),
    );
  });

  it('keeps a file a public page also loads lazily', () => {
    const shared: Manifest = { ...manifest, 'src/routes/mixes.tsx?tsr-split=component': { file: 'assets/mixes.js', imports: ['_form.js', '_mixer.js'] } };
    expect(staffOnlyFiles(shared).has('assets/mixer.js')).toBe(false);
  });
});
