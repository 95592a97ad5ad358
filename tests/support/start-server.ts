// Starts the app on the production build, a fresh in-memory database and the demo content: one per
// Playwright worker (tests/e2e/fixtures.ts), and for the benchmarks and scripts that drive a browser
// outside Playwright's runner.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

/**
 * What the browser tests' servers add: the demo admin, the test hooks (the request log the offline
 * tests read, apps/api/src/lib/request-log.ts), and per-address caps lifted, since every browser of
 * the run comes from 127.0.0.1 and the caps would soon count the whole suite as one abusive client.
 */
export const E2E_SERVER_ENV: Record<string, string> = {
  ADMIN_EMAIL: 'admin@radio-live.fr',
  ADMIN_PASSWORD: 'admin-demo-2026',
  E2E_TEST_HOOKS: '1',
  NEW_LISTENERS_LIMIT_PER_ADDRESS: '100000',
  MIX_LISTENS_LIMIT_PER_ADDRESS: '100000',
  VISITOR_LIKES_LIMIT_PER_ADDRESS: '100000',
  MAIL_LINKS_LIMIT_PER_ADDRESS: '100000',
};

/** `env` overrides the defaults, e.g. `{ DATABASE_URL }` for a run on Postgres. */
export async function startServer(port: number, env: Record<string, string> = {}, startTimeoutMs = 150_000): Promise<RunningServer> {
  const child: ChildProcess = spawn('npx', ['tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: 'memory://', DATABASE_URL: '', SEED_DEMO: 'true', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const url = `http://localhost:${port}`;
  // Migrating and seeding a fresh PGlite takes a few seconds, far more on a machine other jobs load.
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then((response) => response.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) {
      process.kill(-child.pid!, 'SIGTERM');
      throw new Error(`server did not start within ${startTimeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      // The whole group: npx, tsx and node.
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        resolve(); // already gone
      }
    });
  return { url, stop };
}

export const chromiumOptions = {
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

/** Same key as apps/web/index.html's splash script: the splash shows once per session. */
export const SKIP_SPLASH = () => sessionStorage.setItem('splashSeen', '1');
