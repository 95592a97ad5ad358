// Starts the app the way tests/playwright.config.ts does (built PWA, fresh in-memory database,
// demo content) for the benchmarks and scripts that drive a browser outside Playwright's runner.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

/** `env` overrides the defaults, e.g. `{ DATABASE_URL }` for a run on Postgres. */
export async function startServer(port: number, env: Record<string, string> = {}, startTimeoutMs = 60_000): Promise<RunningServer> {
  const child: ChildProcess = spawn('npx', ['tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: 'memory://', DATABASE_URL: '', SEED_DEMO: 'true', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const url = `http://localhost:${port}`;
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
      process.kill(-child.pid!, 'SIGTERM');
    });
  return { url, stop };
}

export const chromiumOptions = {
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

/** Same key as apps/web/index.html's splash script: the splash shows once per session. */
export const SKIP_SPLASH = () => sessionStorage.setItem('splashSeen', '1');
