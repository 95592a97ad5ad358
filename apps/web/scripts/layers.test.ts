// The layer check itself: it passes on the app as it is, and it catches what it must.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findCycles, findViolations } from './layers.ts';

const fixture = mkdtempSync(path.join(tmpdir(), 'station-layers-'));
afterAll(() => rmSync(fixture, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
  writeFileSync(path.join(fixture, file), text);
}

describe('the layer check', () => {
  it('finds no import against the direction in the web app', () => {
    const violations = findViolations(path.resolve(import.meta.dirname, '../src'));
    expect(violations.map(({ from, to, rule }) => `${from} → ${to}: ${rule}`)).toEqual([]);
  });

  it('fails on a feature importing another feature, an app-wide module importing a feature, anything but the top importing a route', () => {
    write('features/mixes/mix-card.tsx', "import { NewsGrid } from '../news/news-grid.tsx';\nimport { own } from './own.ts';\n");
    write('features/news/news-grid.tsx', "import { useSession } from '../../session/session-query.ts';\nexport const NewsGrid = () => null;\n");
    write('player/player-items.ts', "export const lazyMixes = () => import('../features/mixes/mix-card.tsx');\n");
    write('ui/theme.css', "@import '../features/news/news.css';\n");
    write('engagement/likes.tsx', "import { Route } from '../routes/index.tsx';\n");
    write('routes/index.tsx', "import { NewsGrid } from '../features/news/news-grid.tsx';\nimport { Player } from '../player/player-items.ts';\n");
    write('main.tsx', "import { Route } from './routes/index.tsx';\n");
    expect(findViolations(fixture).sort((a, b) => a.from.localeCompare(b.from))).toEqual([
      { from: 'engagement/likes.tsx', to: 'routes/index.tsx', rule: 'only routes and the entry points import routes' },
      { from: 'features/mixes/mix-card.tsx', to: 'features/news/news-grid.tsx', rule: 'a feature (mixes) imports another feature (news)' },
      { from: 'player/player-items.ts', to: 'features/mixes/mix-card.tsx', rule: 'an app-wide module (player) imports a feature (mixes)' },
      { from: 'ui/theme.css', to: 'features/news/news.css', rule: 'an app-wide module (ui) imports a feature (news)' },
    ]);
  });

  it('finds no import circle in the API, the web app or the shared package, and catches one (a type import counts)', () => {
    for (const folder of ['apps/api/src', 'apps/web/src', 'packages/shared/src']) {
      expect(findCycles(path.resolve(import.meta.dirname, '../../..', folder)), folder).toEqual([]);
    }
    write('circle/payment-provider.ts', "import { stripeProvider } from './stripe-provider.ts';\n");
    write('circle/stripe-provider.ts', "import type { PaymentProvider } from './payment-provider.ts';\n");
    expect(findCycles(path.join(fixture, 'circle'))).toEqual([['payment-provider.ts', 'stripe-provider.ts', 'payment-provider.ts']]);
  });
});
