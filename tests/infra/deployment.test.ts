// infra/ checked as far as a machine without Docker allows: the server compiled by
// `npm run build:server` starts with plain node (no tsx) and serves the PWA; the image's own health
// check command says healthy, then unhealthy once the server is gone; the image runs that bundle as
// the unprivileged user; Caddy accepts infra/Caddyfile and, run in front of the compiled server,
// serves the built files with their cache headers, streams the now-playing events as they come, and
// answers the app's kind of French 503 with Retry-After once no replica is left.
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, COMPILED_SERVER, freePort, startApi, stopApi, waitFor, waitHealthy } from '../../apps/api/src/reliability/harness.ts';

const root = path.resolve(import.meta.dirname, '../..');
const webDist = path.join(root, 'apps/web/dist');
const dockerfile = readFileSync(path.join(root, 'infra/Dockerfile'), 'utf8');
const caddyfile = path.join(root, 'infra/Caddyfile');
const PROXY_PORT = Number(process.env.INFRA_PROXY_PORT ?? 3297);

/** The Dockerfile's last stage: what `docker build` produces by default and compose runs as app1/app2. */
const runtimeStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

/** Runs the image's HEALTHCHECK command (exec form) here, against the given port. */
function healthCheck(port: number): number | null {
  const command = JSON.parse(/^HEALTHCHECK .*? CMD (\[.*\])$/m.exec(runtimeStage)![1]!) as string[];
  expect(command[0]).toBe('node');
  return spawnSync(process.execPath, command.slice(1), { env: { PORT: String(port) }, timeout: 10_000 }).status;
}

let dataDir: string;
let api: ApiProcess;
let caddyHome: string;

beforeAll(async () => {
  expect(existsSync(path.join(webDist, 'index.html')), 'the PWA must be built first (npm run build)').toBe(true);
  // Always the current sources: the build takes a fraction of a second.
  execFileSync(process.execPath, ['apps/api/scripts/build-server.mjs'], { cwd: root, stdio: 'pipe' });
  dataDir = mkdtempSync(path.join(tmpdir(), 'station-compiled-'));
  caddyHome = mkdtempSync(path.join(tmpdir(), 'station-caddy-'));
  api = startApi({ DATA_DIR: dataDir, WEB_DIST: webDist }, { compiled: true });
  await waitHealthy(api, 60_000);
}, 90_000);

afterAll(async () => {
  await stopApi(api);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(caddyHome, { recursive: true, force: true });
});

describe('the compiled server (no tsx)', () => {
  it('runs with plain node from the bundle and serves the PWA', async () => {
    expect(api.child.spawnargs.slice(1)).toEqual([COMPILED_SERVER]);
    const page = await fetch(api.url('/'));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root"');
    // The demo TV channel's segments are read from apps/api/assets, found from the bundle's folder.
    const playlist = await (await fetch(api.url('/tv/demo/live.m3u8'))).text();
    const segment = playlist.split('\n').find((line) => line.endsWith('.ts'))!;
    const media = await fetch(api.url(`/tv/demo/${segment}`));
    expect(media.status).toBe(200);
    expect((await media.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('is what the image runs, as the unprivileged user, with the health check that passes', () => {
    expect(runtimeStage).toMatch(/^USER node$/m);
    expect(runtimeStage).toContain('CMD ["node", "apps/api/dist/server.js"]');
    expect(runtimeStage).toContain('COPY --from=build /app/apps/api/dist apps/api/dist');
    expect(runtimeStage).not.toMatch(/tsx/);
    expect(existsSync(path.join(root, COMPILED_SERVER))).toBe(true);
    expect(healthCheck(api.port())).toBe(0);
  });
});

describe('infra/Caddyfile', () => {
  const caddyEnv = (port: number) => ({
    PATH: process.env.PATH ?? '',
    HOME: caddyHome,
    XDG_DATA_HOME: caddyHome,
    XDG_CONFIG_HOME: caddyHome,
    SITE_ADDRESS: `http://127.0.0.1:${port}`,
    APP_UPSTREAMS: `127.0.0.1:${api.port()}`,
    WEB_ROOT: webDist,
    HLS_ROOT: hlsRoot,
    CADDY_ADMIN: 'off',
  });
  // The files radio.liq writes into HLS_FOLDER: its own playlists and the dated copies it publishes.
  const hlsRoot = mkdtempSync(path.join(tmpdir(), 'station-hls-root-'));
  writeFileSync(path.join(hlsRoot, 'live.m3u8'), '#EXTM3U\r\n#EXT-X-STREAM-INF:BANDWIDTH=52800,CODECS="mp4a.40.2"\r\nlive-48k.m3u8\r\n');
  writeFileSync(path.join(hlsRoot, 'live-48k.m3u8'), '#EXTM3U\r\n#EXTINF:2.040,\r\n#EXT-X-PROGRAM-DATE-TIME:2026-11-28T17:51:49.483Z\r\n48k_1_1795888309483.ts\r\n');
  writeFileSync(path.join(hlsRoot, '48k.m3u8'), '#EXTM3U\r\n#EXTINF:2.040,\r\n48k_1_1795888309483.ts\r\n');
  writeFileSync(path.join(hlsRoot, '48k_1_1795888309483.ts'), Buffer.alloc(188, 0x47));
  afterAll(() => rmSync(hlsRoot, { recursive: true, force: true }));

  it('passes caddy validate', () => {
    const result = spawnSync('caddy', ['validate', '--config', caddyfile, '--adapter', 'caddyfile'], { env: caddyEnv(PROXY_PORT), encoding: 'utf8' });
    expect(result.stderr + result.stdout).toContain('Valid configuration');
    expect(result.status).toBe(0);
  });

  it('in front of the compiled server: cache headers, streamed events, a French 503 once no replica is left', async () => {
    const port = await freePort(PROXY_PORT, PROXY_PORT + 2);
    const proxy: ChildProcess = spawn('caddy', ['run', '--config', caddyfile, '--adapter', 'caddyfile'], { env: caddyEnv(port), stdio: 'ignore' });
    const at = (pathname: string) => `http://127.0.0.1:${port}${pathname}`;
    try {
      // Ready once Caddy's own health check has seen the replica ready.
      await waitFor('the proxy to reach the API', async () => (await fetch(at('/api/health')).catch(() => null))?.status === 200 || undefined, 20_000);

      const asset = readdirSync(path.join(webDist, 'assets')).find((file) => file.endsWith('.js') && existsSync(path.join(webDist, 'assets', `${file}.br`)))!;
      const hashed = await fetch(at(`/assets/${asset}`), { headers: { 'Accept-Encoding': 'br' } });
      expect(hashed.status).toBe(200);
      expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(hashed.headers.get('content-encoding')).toBe('br');
      expect((await fetch(at(`/assets/${asset}.map`))).status).toBe(404);

      const worker = await fetch(at('/sw.js'));
      expect(worker.status).toBe(200);
      expect(worker.headers.get('cache-control')).toBe('no-cache');
      expect(worker.headers.get('x-content-type-options')).toBe('nosniff');

      // The shell comes from the API: its Content-Security-Policy, never cached.
      const shell = await fetch(at('/'));
      expect(shell.headers.get('cache-control')).toBe('no-cache');
      expect(shell.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(await shell.text()).toContain('<div id="root"');
      const manifest = await fetch(at('/manifest.webmanifest'));
      expect(manifest.headers.get('cache-control')).toBe('no-cache');

      // HLS: the dated playlists never cached, a segment kept (its name is never reused), the
      // playlists Liquidsoap writes without dates and anything else refused.
      for (const playlist of ['live.m3u8', 'live-48k.m3u8']) {
        const response = await fetch(at(`/radio/hls/${playlist}`));
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
        expect(response.headers.get('cache-control')).toBe('no-cache');
      }
      const segment = await fetch(at('/radio/hls/48k_1_1795888309483.ts'));
      expect(segment.headers.get('content-type')).toBe('video/mp2t');
      expect(segment.headers.get('cache-control')).toBe('public, max-age=86400, immutable');
      expect((await segment.arrayBuffer()).byteLength).toBe(188);
      for (const refused of ['48k.m3u8', 'undated.m3u8', '.live.m3u8.tmp']) expect((await fetch(at(`/radio/hls/${refused}`))).status).toBe(404);

      // Server-Sent Events pass through at once (no buffering until the stream ends).
      const events = new AbortController();
      const stream = await fetch(at('/api/live/now-playing/events'), { signal: events.signal });
      expect(stream.headers.get('content-type')).toContain('text/event-stream');
      const first = await stream.body!.getReader().read();
      expect(new TextDecoder().decode(first.value)).toContain('event: now-playing');
      events.abort();

      // The last replica goes away: the proxy answers for it, as the app would, and the image's
      // health check now fails.
      await stopApi(api);
      const down = await waitFor('the proxy to answer 503', async () => {
        const response = await fetch(at('/api/mixes'));
        return response.status === 503 ? response : undefined;
      }, 20_000);
      expect(down.headers.get('retry-after')).toBe('2');
      expect(await down.json()).toEqual({ error: 'Service momentanément indisponible. Réessayez dans quelques secondes.', code: 'unavailable' });
      expect(healthCheck(api.port())).toBe(1);
    } finally {
      proxy.kill('SIGTERM');
    }
  }, 60_000);
});
