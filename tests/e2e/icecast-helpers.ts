// A real Icecast for the browser tests: Debian's icecast2 started with the shipped configuration
// (infra/icecast/icecast.xml, its port and folders changed), fed by ffmpeg, and an API server of
// the app pointed at it (STREAM_URL, ICECAST_STATUS_URL). Everything on 127.0.0.1, own ports.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
export const ICECAST_SOURCE_PASSWORD = 'source-test-2026';
export const ICECAST_ADMIN_PASSWORD = 'admin-test-2026';

const waitFor = async (check: () => Promise<boolean>, what: string, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
};

export interface IcecastServer {
  port: number;
  statusUrl: string;
  mountUrl(mount: string): string;
  status(): Promise<{ icestats: { source?: unknown } }>;
  /** Listeners Icecast counts on a mount (0 when the mount is gone). */
  listeners(mount: string): Promise<number>;
  setTitle(mount: string, song: string): Promise<void>;
  stop(): void;
}

/**
 * Renders the shipped configuration for a test: own port, own log folder, test passwords. Without
 * an AutoDJ in the test, a mount that drops must really drop: the fallback to /autodj is taken out
 * unless the test runs the whole station (`keepFallback`).
 */
export function renderIcecastConfig(port: number, { keepFallback = false } = {}): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'station-icecast-'));
  chmodSync(folder, 0o777);
  // Icecast drops root for its own user (the config's changeowner): the log folder must be theirs.
  try {
    const uid = Number(execFileSync('id', ['-u', 'icecast2']).toString());
    const gid = Number(execFileSync('id', ['-g', 'icecast2']).toString());
    chownSync(folder, uid, gid);
  } catch {
    // Not root, or no icecast2 user: Icecast then runs as whoever starts it.
  }
  const rendered = execFileSync(path.join(root, 'infra/icecast/render-config.sh'), [path.join(root, 'infra/icecast/icecast.xml')], {
    env: { ...process.env, ICECAST_SOURCE_PASSWORD, ICECAST_ADMIN_PASSWORD, ICECAST_PORT: String(port), ICECAST_LOG_DIR: folder, ICECAST_HOSTNAME: '127.0.0.1' },
  }).toString();
  const config = process.getuid?.() === 0 ? rendered : rendered.replace(/<changeowner>[\s\S]*?<\/changeowner>/, '');
  const file = path.join(folder, 'icecast.xml');
  writeFileSync(file, keepFallback ? config : config.replace(/<fallback-mount>.*<\/fallback-mount>/, '').replace(/<fallback-override>.*<\/fallback-override>/, ''));
  chmodSync(file, 0o644);
  return file;
}

export async function startIcecast(port: number, options: { keepFallback?: boolean } = {}): Promise<IcecastServer> {
  const config = renderIcecastConfig(port, options);
  const child = spawn('icecast2', ['-c', config], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  const admin = `Basic ${Buffer.from(`admin:${ICECAST_ADMIN_PASSWORD}`).toString('base64')}`;
  const status = async () => (await (await fetch(`${base}/status-json.xsl`)).json()) as { icestats: { source?: unknown } };
  const sources = async () => {
    const raw = (await status()).icestats.source as Array<{ listenurl: string; listeners: number }> | { listenurl: string; listeners: number } | undefined;
    return raw ? (Array.isArray(raw) ? raw : [raw]) : [];
  };
  await waitFor(async () => Boolean((await status()).icestats), `Icecast on port ${port}`);
  return {
    port,
    statusUrl: `${base}/status-json.xsl`,
    mountUrl: (mount) => `${base}${mount}`,
    status,
    async listeners(mount) {
      return (await sources()).find((source) => new URL(source.listenurl).pathname === mount)?.listeners ?? 0;
    },
    async setTitle(mount, song) {
      const url = `${base}/admin/metadata?mount=${encodeURIComponent(mount)}&mode=updinfo&charset=UTF-8&song=${encodeURIComponent(song)}`;
      // charset: Icecast reads an MP3 mount's metadata as Latin-1 otherwise ('Lumières' would be mangled).
      const response = await fetch(url, { headers: { Authorization: admin } });
      if (!response.ok) throw new Error(`Icecast refused the metadata update: ${response.status}`);
    },
    stop: () => child.kill('SIGKILL'),
  };
}

export interface Encoder {
  stop(): Promise<void>;
}

/** ffmpeg as the studio's encoder: a tone as MP3, in real time, to a mount. */
export async function startEncoder(icecast: IcecastServer, mount: string, frequency = 440): Promise<Encoder> {
  const target = `icecast://source:${ICECAST_SOURCE_PASSWORD}@127.0.0.1:${icecast.port}${mount}`;
  const child: ChildProcess = spawn(
    'ffmpeg',
    ['-hide_banner', '-loglevel', 'error', '-re', '-f', 'lavfi', '-i', `sine=frequency=${frequency}:sample_rate=44100`, '-ac', '2', '-c:a', 'libmp3lame', '-b:a', '96k', '-content_type', 'audio/mpeg', '-f', 'mp3', target],
    { stdio: 'ignore' },
  );
  await waitFor(async () => {
    const raw = (await icecast.status()).icestats.source as Array<{ listenurl: string }> | { listenurl: string } | undefined;
    const list = raw ? (Array.isArray(raw) ? raw : [raw]) : [];
    return list.some((source) => new URL(source.listenurl).pathname === mount);
  }, `the ${mount} mount`);
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}

export interface AppServer {
  url: string;
  stop(): void;
}

/** The app's API and PWA (the production build), on its own port and in-memory database. */
/** `logFile`: where the app's output goes (appended), for a test that reads what it logged. */
export async function startAppServer(port: number, env: Record<string, string>, { logFile }: { logFile?: string } = {}): Promise<AppServer> {
  const log = logFile ? openSync(logFile, 'a') : 'ignore';
  const child = spawn('npx', ['tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: 'memory://',
      DATABASE_URL: '',
      NEW_LISTENERS_LIMIT_PER_ADDRESS: '100000',
      MIX_LISTENS_LIMIT_PER_ADDRESS: '100000',
      ...env,
    },
    detached: true,
  });
  const url = `http://localhost:${port}`;
  await waitFor(async () => (await fetch(`${url}/api/health`)).ok, `the app on port ${port}`, 60_000);
  return {
    url,
    stop: () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    },
  };
}

export const readShippedIcecastConfig = () => readFileSync(path.join(root, 'infra/icecast/icecast.xml'), 'utf8');
