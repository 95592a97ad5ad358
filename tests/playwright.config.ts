// Browser tests drive the production build served by the API itself, on a fresh in-memory
// PGlite database seeded with the demo content, in Debian's Chromium.
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  // On CI, a test that fails once is run once more and, if it then passes, reported as 'flaky' in
  // the summary (not hidden): timing in a shared headless Chromium varies. Locally, never.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${port}`,
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
  webServer: {
    command: 'npx tsx apps/api/src/server.ts',
    cwd: '..',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // E2E_TEST_HOOKS: the server's request log (apps/api/src/lib/request-log.ts) for the offline tests.
    // Every browser of the run comes from 127.0.0.1: the per-address caps of the listener figures
    // would soon count the whole suite as one abusive client.
    env: {
      PORT: String(port), DATA_DIR: 'memory://', DATABASE_URL: '', ADMIN_EMAIL: 'admin@radio-live.fr', ADMIN_PASSWORD: 'admin-demo-2026', E2E_TEST_HOOKS: '1',
      NEW_LISTENERS_LIMIT_PER_ADDRESS: '100000', MIX_LISTENS_LIMIT_PER_ADDRESS: '100000', VISITOR_LIKES_LIMIT_PER_ADDRESS: '100000',
      // Mailed links (reset, confirmation, newsletter) per client address: the whole suite is one client here.
      MAIL_LINKS_LIMIT_PER_ADDRESS: '100000',
    },
  },
});
