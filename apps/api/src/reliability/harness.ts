// Real processes for the reliability tests: API servers started as `npm start` starts
// them, and a throwaway Postgres cluster from the machine's own binaries, on its own port.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../lib/paths.ts';

export const REPO_ROOT = PROJECT_ROOT;
const SERVER = 'apps/api/src/server.ts';
/** What `npm run build:server` makes: the server as the container image runs it (no tsx). */
export const COMPILED_SERVER = 'apps/api/dist/server.js';

export interface ApiProcess {
  child: ChildProcess;
  /** Known once the process printed its start-up line. */
  port: () => number;
  output: () => string;
  isAlive: () => boolean;
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string>;
  url: (pathname: string) => string;
}

/**
 * Starts the API as `npm run serve` would (or, `compiled`, as the image does: node on the bundle),
 * with only the given environment (plus PATH).
 */
export function startApi(env: Record<string, string>, options: { compiled?: boolean } = {}): ApiProcess {
  const command = options.compiled ? [COMPILED_SERVER] : ['--import', 'tsx', SERVER];
  const child = spawn(process.execPath, command, {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', PORT: '0', WEB_DIST: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let port = 0;
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    const match = /localhost:(\d+)/.exec(output);
    if (match && !port) port = Number(match[1]);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  return {
    child,
    port: () => port,
    output: () => output,
    isAlive: () => child.exitCode === null && child.signalCode === null,
    exited,
    url: (pathname) => `http://127.0.0.1:${port}${pathname}`,
  };
}

export async function waitFor<T>(what: string, check: () => Promise<T | undefined> | T | undefined, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function healthStatus(api: ApiProcess): Promise<number | undefined> {
  if (!api.port()) return undefined;
  try {
    return (await fetch(api.url('/api/health'), { signal: AbortSignal.timeout(8_000) })).status;
  } catch {
    return undefined;
  }
}

export const waitHealthy = (api: ApiProcess, timeoutMs: number) =>
  waitFor(`health 200 on ${api.port()}`, async () => ((await healthStatus(api)) === 200 ? true : undefined), timeoutMs);

export async function stopApi(api: ApiProcess) {
  if (api.isAlive()) {
    api.child.kill('SIGTERM');
    const timer = setTimeout(() => api.child.kill('SIGKILL'), 5_000);
    await api.exited;
    clearTimeout(timer);
  }
}

// ---- a throwaway Postgres cluster ----

/** The newest installed Postgres server binaries, or undefined (the tests then say they skip). */
export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).filter((name) => existsSync(path.join(root, name, 'bin/initdb')));
  versions.sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(root, versions.at(-1)!, 'bin') : undefined;
}

export async function freePort(from: number, to: number): Promise<number> {
  for (let port = from; port <= to; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer().once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`No free port between ${from} and ${to}`);
}

export interface Cluster {
  url: (database?: string) => string;
  /** An empty database of that name, for the app under test. */
  createDatabase: (name: string) => void;
  stop: () => void;
  start: () => void;
  /** SIGSTOP (or SIGCONT) the postmaster and every backend: a frozen database. */
  freeze: () => void;
  thaw: () => void;
  destroy: () => void;
}

export async function startCluster(bin: string, ports: [number, number] = [5440, 5449]): Promise<Cluster> {
  const folder = mkdtempSync(path.join(tmpdir(), 'station-pg-'));
  chmodSync(folder, 0o777);
  const data = path.join(folder, 'data');
  const port = await freePort(...ports);
  // We run as root; Postgres refuses root, so its tools run as the postgres user.
  const asPostgres = (tool: string, args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], { stdio: 'pipe', timeout: 60_000 });
  asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = () => asPostgres('pg_ctl', ['-D', data, '-o', options, '-l', path.join(folder, 'log'), '-w', '-t', '30', 'start']);
  const stop = () => asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']);
  start();
  const pids = () => {
    const postmaster = Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = execFileSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' }).split('\n').filter(Boolean).map(Number);
    return [postmaster, ...children];
  };
  return {
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    createDatabase: (name) => asPostgres('createdb', ['-h', folder, '-p', String(port), name]),
    stop,
    start,
    freeze: () => {
      for (const pid of pids()) process.kill(pid, 'SIGSTOP');
    },
    thaw: () => {
      for (const pid of pids()) process.kill(pid, 'SIGCONT');
    },
    destroy: () => {
      try {
        for (const pid of pids()) process.kill(pid, 'SIGCONT');
      } catch {}
      try {
        stop();
      } catch {
        // Already stopped, or beyond saving: kill what is left of it, by its own pids.
        try {
          for (const pid of pids()) process.kill(pid, 'SIGKILL');
        } catch {}
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
