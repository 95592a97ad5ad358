// Browser tests drive the production build served by the API itself, on a fresh in-memory
// PGlite database seeded with the demo content, in Debian's Chromium. Each worker starts its own
// server (tests/e2e/fixtures.ts). Two projects, run one after the other by `npm run test:e2e`:
// - parallel: every spec but the chain's, E2E_WORKERS workers side by side (2 by default: one per core);
// - chain: the specs that run real Icecast/ffmpeg/Liquidsoap/Caddy processes or assert real-time
//   playback, one at a time and alone, since their timing needs the machine's cores.
import { defineConfig } from '@playwright/test';

/** Specs that run alone, after the others (a new real-chain or timing spec belongs here). */
const CHAIN_SPECS = new RegExp(`/(${['icecast', 'station-chain', 'player-hls', 'player-live', 'player-listeners'].join('|')})\\.spec\\.ts$`);

const workers = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: './e2e',
  // Files are spread over the workers; the tests of one file run in order in one worker.
  fullyParallel: false,
  workers,
  // On CI, a test that fails once is run once more and, if it then passes, reported as 'flaky' in
  // the summary (not hidden): timing in a shared headless Chromium varies. Locally, never.
  retries: process.env.CI ? 1 : 0,
  // A cap, not a wait: two workers share two cores, and a journey that takes 16-19 s alone took
  // 31-39 s beside another one (password hashing, several pages); 30 s timed such journeys out.
  timeout: 60_000,
  // Also a cap: on a busy CI machine a dialog whose code loads at the first press took over 7 s.
  expect: { timeout: 10_000 },
  reporter: 'list',
  projects: [
    { name: 'parallel', testIgnore: CHAIN_SPECS },
    { name: 'chain', testMatch: CHAIN_SPECS, workers: 1 },
  ],
  use: {
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      // RenderDocument off: with it, a navigation swaps the frame's DevTools agent, and for a moment
      // the new document of an offline context (setOffline) reads navigator.onLine as true and its
      // requests are not cut, so an offline page could reach the server (about 1 test in 5).
      // Real devices have no such gap; the offline tests need the emulation to hold.
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-features=RenderDocument'],
    },
  },
});
