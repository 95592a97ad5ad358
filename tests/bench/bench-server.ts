// Starts the app as `npm start` would (built PWA, in-memory demo database) on a port of its own.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface BenchServer {
  url: string;
  stop: () => Promise<void>;
}

export async function startBenchServer(port: number): Promise<BenchServer> {
  const url = `http://localhost:${port}`;
  if (await fetch(`${url}/api/health`).then(() => true, () => false)) {
    throw new Error(`port ${port} is already in use: stop what runs there first`);
  }
  const child: ChildProcess = spawn('npx', ['tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: 'memory://', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group: stopping it stops npx, tsx and the server together, and nothing else.
    detached: true,
  });
  const stop = async () => {
    if (child.exitCode !== null || !child.pid) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the bench server stopped while starting');
    if (await fetch(`${url}/api/health`).then((response) => response.ok, () => false)) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await stop();
  throw new Error('the bench server did not start within 60 s');
}
