// `npm run bench listeners`: what thousands of listeners cost one API process. Ramps N
// simulated players (each holds the now-playing event stream open and sends a heartbeat every
// 20 s) over RAMP seconds, holds them HOLD seconds, while a second client reads a public list and
// the title changes every 10 s. Before that, the same list reads run alone for the baseline.
// Loopback only; bounded: at most 20,000 players and 10 minutes in all.
//   LISTENERS=2000 RAMP_SECONDS=60 HOLD_SECONDS=30 BENCH_DB=postgres|pglite npm run bench listeners
// BENCH_PROCESSES=2: two server processes on one Postgres behind Caddy running infra/Caddyfile
// (the compose proxy's own configuration), one Caddy per ~9,500 players when the open-files limit
// is 20,000 (two sockets a player there; compose gives Caddy 131,072): servers on BENCH_PORT+6 and
// +7, Caddy on +8, +9, +10. `LISTENERS=20000 BENCH_PROCESSES=2 npm run bench listeners`.
// BENCH_CADDY_LOG=/tmp/caddy: each Caddy's log in /tmp/caddy.<port> (its health checks' failures).
// The players run in child processes (listeners-players.ts), at most 10,000 each.
// The titles come from a stand-in for Icecast's status-json.xsl on 127.0.0.1 (the same JSON a real
// Icecast serves; the app reads it exactly as it reads Icecast's).
// Prints: streams held and refused, title delivery p50/p99 and the share within 2 s, list p50/p99
// with and without players, server memory per stream, presence rows written a second (Postgres),
// server and machine CPU.
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { PlayersReport, PlayersShare } from './listeners-players.ts';
import { throwawayPostgres } from '../support/throwaway-postgres.ts';

const root = path.resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.BENCH_PORT ?? 3330) + 6;
const LISTENERS = Math.min(20_000, Math.max(1, Number(process.env.LISTENERS ?? 2_000)));
const RAMP_SECONDS = Math.min(300, Math.max(1, Number(process.env.RAMP_SECONDS ?? 60)));
const HOLD_SECONDS = Math.min(240, Math.max(10, Number(process.env.HOLD_SECONDS ?? 30)));
const BASELINE_SECONDS = Math.min(60, Number(process.env.BASELINE_SECONDS ?? 20));
const DB = process.env.BENCH_DB === 'pglite' ? 'pglite' : 'postgres';
const PROCESSES = process.env.BENCH_PROCESSES === '2' ? 2 : 1;
const PLAYERS_PER_WORKER = 10_000;
const TITLE_EVERY_MS = 10_000;
const LIST_ROUTE = '/api/actualites';
const LIST_EVERY_MS = 50; // 20 list reads a second, one at a time
const OPEN_GRACE_MS = 5_000;

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const ms = (value: number) => (Number.isNaN(value) ? '—' : `${Math.round(value)} ms`);
const sleep = (delay: number) => new Promise((resolve) => setTimeout(resolve, delay));

// ---- the stand-in Icecast status: a new title every 10 s ----
function startTitles() {
  let number = 1;
  const changedAt = new Map<string, number>();
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ icestats: { source: [{ listenurl: 'http://127.0.0.1:8000/live', artist: 'Bench', title: `Titre ${number}`, listeners: 0 }] } }));
  });
  let timer: NodeJS.Timeout | undefined;
  return {
    changedAt,
    start(changed: (title: string, at: number) => void) {
      timer = setInterval(() => {
        number += 1;
        const title = `Bench - Titre ${number}`;
        changedAt.set(title, Date.now());
        changed(title, Date.now());
      }, TITLE_EVERY_MS);
    },
    listen: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/status-json.xsl`))),
    stop: () => {
      clearInterval(timer);
      server.close();
    },
  };
}

// ---- the server under test: the compiled server, its own process (its pid is the server's) ----
interface Started {
  child: ChildProcess;
  url: string;
  port: number;
  stop: () => Promise<void>;
}

async function waitHealthy(child: ChildProcess, url: string, what: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} did not start within 60 s`);
    await sleep(250);
  }
}

const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

async function startApp(port: number, env: Record<string, string>): Promise<Started> {
  // --expose-gc and the probe (server-probe.cjs): memory after a full collection, event loop delay.
  // BENCH_CPU_PROF=<folder>: each server writes a V8 CPU profile there when it stops (to see where its time goes).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [];
  const child = spawn(process.execPath, ['--expose-gc', ...profile, '--require', path.join(import.meta.dirname, 'server-probe.cjs'), 'apps/api/dist/server.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: 'memory://', SEED_DEMO: 'true', TRUST_PROXY: 'true', BENCH_PROBE_FILE: probeFile(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitHealthy(child, url, 'server');
  return { child, url, port, stop: () => stopChild(child) };
}

/** Caddy with infra/Caddyfile (the compose proxy) in front of the given servers, over plain HTTP. */
async function startProxy(port: number, upstreams: Started[]): Promise<Started> {
  const home = mkdtempSync(path.join(os.tmpdir(), 'station-bench-caddy-'));
  const child = spawn('caddy', ['run', '--config', path.join(root, 'infra/Caddyfile'), '--adapter', 'caddyfile'], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: home,
      XDG_DATA_HOME: home,
      XDG_CONFIG_HOME: home,
      SITE_ADDRESS: `http://127.0.0.1:${port}`,
      APP_UPSTREAMS: upstreams.map((app) => `127.0.0.1:${app.port}`).join(' '),
      WEB_ROOT: path.join(root, 'apps/web/dist'),
      CADDY_ADMIN: 'off',
    },
    stdio: ['ignore', 'ignore', process.env.BENCH_CADDY_LOG ? openSync(`${process.env.BENCH_CADDY_LOG}.${port}`, 'w') : 'ignore'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitHealthy(child, url, 'caddy');
  return {
    child,
    url,
    port,
    stop: async () => {
      await stopChild(child);
      rmSync(home, { recursive: true, force: true });
    },
  };
}

/** The players' processes (listeners-players.ts), at most PLAYERS_PER_WORKER each. */
function startWorkers(urls: string[], ownAddresses: boolean, rampMs: number) {
  const count = Math.ceil(LISTENERS / PLAYERS_PER_WORKER);
  const startAt = Date.now() + 1_000;
  const workers = Array.from({ length: count }, (_, first) => {
    const child = fork(path.join(import.meta.dirname, 'listeners-players.ts'), [], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    const share: PlayersShare = { urls, total: LISTENERS, first, step: count, rampMs, startAt, ownAddresses };
    child.send({ type: 'start', share });
    return child;
  });
  const ask = <T>(type: 'count' | 'report') =>
    Promise.all(
      workers.map(
        (child) =>
          new Promise<T>((resolve) => {
            const onMessage = (message: { type: string } & T) => {
              if (message.type !== type) return;
              child.off('message', onMessage);
              resolve(message);
            };
            child.on('message', onMessage);
            child.send({ type });
          }),
      ),
    );
  return {
    rampDone: () => sleep(startAt + rampMs - Date.now()),
    title: (title: string, at: number) => {
      for (const child of workers) if (child.connected) child.send({ type: 'title', title, at });
    },
    open: async () => (await ask<{ open: number }>('count')).reduce((sum, { open }) => sum + open, 0),
    reports: async () => (await ask<{ report: PlayersReport }>('report')).map(({ report }) => report),
    stop: () =>
      Promise.all(
        workers.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.send({ type: 'stop' });
            }),
        ),
      ),
  };
}

/** The soft limit on open files of this process (inherited by Caddy), or Infinity. */
function openFilesLimit(): number {
  const line = readFileSync('/proc/self/limits', 'utf8').split('\n').find((row) => row.startsWith('Max open files'));
  const soft = Number(line?.slice('Max open files'.length).trim().split(/\s+/)[0]);
  return Number.isFinite(soft) ? soft : Number.POSITIVE_INFINITY;
}

const probeFile = (port: number) => path.join(os.tmpdir(), `station-bench-probe-${port}.json`);

interface Probe {
  at: number;
  rss: number;
  heapUsed: number;
  external: number;
  loop: { p50: number; p99: number; max: number };
}

/** Asks the server's probe for its memory after a full collection and its event loop delay since the last probe. */
async function probe(pid: number, port: number): Promise<Probe> {
  const file = probeFile(port);
  rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if (statSync(file).size > 0) return JSON.parse(readFileSync(file, 'utf8')) as Probe;
    } catch {
      // not written yet
    }
    if (Date.now() > deadline) throw new Error('the server probe did not answer');
    await sleep(50);
  }
}

function processFigures(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(stat[11]) + Number(stat[12]); // utime + stime
  return { rssBytes: rssKb * 1024, cpuSeconds: ticks / 100 };
}

// ---- the public list reader ----
async function readLists(url: string, seconds: number): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const latencies: number[] = [];
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    const started = performance.now();
    await new Promise<void>((resolve) => {
      // A read that takes more than 10 s counts as 10 s (and the run goes on).
      const request = http.get(`${url}${LIST_ROUTE}`, { agent, headers: { 'accept-encoding': 'gzip' }, timeout: 10_000 }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode === 200) latencies.push(performance.now() - started);
          resolve();
        });
      });
      request.on('timeout', () => {
        latencies.push(10_000);
        request.destroy();
      });
      request.on('error', () => resolve());
    });
    await sleep(Math.max(0, LIST_EVERY_MS - (performance.now() - started)));
  }
  agent.destroy();
  return latencies;
}

async function presenceRows(databaseUrl: string | undefined): Promise<number | null> {
  if (!databaseUrl) return null;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select coalesce(sum(n_tup_ins + n_tup_upd + n_tup_del), 0)::int as rows from pg_stat_user_tables where relname = 'live_listeners'`,
    );
    return rows[0].rows as number;
  } finally {
    await client.end();
  }
}

export async function run() {
  if (PROCESSES === 2 && DB !== 'postgres') throw new Error('two processes share one Postgres: BENCH_DB=postgres');
  const filesLimit = openFilesLimit();
  // Two sockets a player in a proxy (the player's and the server's): one Caddy per share the limit allows.
  const perProxy = Math.floor((filesLimit - 1_000) / 2);
  const proxyCount = PROCESSES === 2 ? Math.ceil(LISTENERS / perProxy) : 0;
  if (proxyCount > 3) throw new Error(`open-files limit ${filesLimit}: ${LISTENERS} players need ${proxyCount} proxies (at most 3 here); raise ulimit -n`);
  const titles = startTitles();
  const statusUrl = await titles.listen();
  const database = DB === 'postgres' ? await throwawayPostgres('listeners') : undefined;
  if (DB === 'postgres' && !database) throw new Error('BENCH_DB=postgres: nothing answers on 127.0.0.1:5432');
  const env = { DATABASE_URL: database?.url ?? '', ICECAST_STATUS_URL: statusUrl, STREAM_URL: 'http://127.0.0.1:8000/live' };
  const apps: Started[] = [];
  const proxies: Started[] = [];
  let workers: ReturnType<typeof startWorkers> | undefined;
  const cpuCount = os.cpus().length;
  try {
    // The first process migrates and seeds; the second starts on the ready database.
    for (let i = 0; i < PROCESSES; i += 1) apps.push(await startApp(PORT + i, env));
    for (let i = 0; i < proxyCount; i += 1) proxies.push(await startProxy(PORT + 2 + i, apps));
    const front = proxies.length ? proxies.map((proxy) => proxy.url) : [apps[0]!.url];
    const where =
      PROCESSES === 1
        ? 'one process'
        : `two processes behind ${proxyCount} Caddy (infra/Caddyfile; open files ${filesLimit} a process, two sockets a player in Caddy)`;
    console.log(
      `-- ${LISTENERS} players over ${RAMP_SECONDS} s, held ${HOLD_SECONDS} s, ${where} on ${DB}; ${cpuCount} CPUs, load before ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`,
    );
    const probeAll = () => Promise.all(apps.map((app) => probe(app.child.pid!, app.port)));
    await readLists(front[0]!, 3); // warm-up
    await probeAll();
    const baseline = await readLists(front[0]!, BASELINE_SECONDS);
    const probesBefore = await probeAll();
    const before = apps.map((app) => processFigures(app.child.pid!));
    const proxyBefore = proxies.map((proxy) => processFigures(proxy.child.pid!));
    const wallBefore = Date.now();
    const rowsBefore = await presenceRows(database?.url);

    workers = startWorkers(front, proxies.length > 0, RAMP_SECONDS * 1000);
    titles.start(workers.title);
    const loaded = readLists(front[0]!, RAMP_SECONDS + HOLD_SECONDS + 1);
    await workers.rampDone();
    await sleep(OPEN_GRACE_MS);
    const openAfterRamp = await workers.open();
    const loadDuringRun: number[] = [];
    const holdEnd = Date.now() + (HOLD_SECONDS * 1000 - OPEN_GRACE_MS);
    while (Date.now() < holdEnd) {
      loadDuringRun.push(os.loadavg()[0]!);
      await sleep(Math.min(5_000, Math.max(0, holdEnd - Date.now())));
    }
    const withPlayers = await loaded;
    const after = apps.map((app) => processFigures(app.child.pid!));
    const proxyAfter = proxies.map((proxy) => processFigures(proxy.child.pid!));
    const rowsAfter = await presenceRows(database?.url);
    const wallSeconds = (Date.now() - wallBefore) / 1000;
    const reports = await workers.reports();
    const probesAfter = await probeAll();
    const held = reports.reduce((sum, report) => sum + report.open, 0);
    const refused = reports.reduce((sum, report) => sum + report.refused, 0);
    const deliveries = reports.flatMap((report) => report.deliveries);

    // Deliveries expected: each title changed while streams were open, to every one of them.
    // (A title changed in the last 3 s may still be on its way: left out.)
    let expected = 0;
    let onTime = 0;
    for (const report of reports) {
      for (const [title, open] of Object.entries(report.expected)) {
        if ((titles.changedAt.get(title) ?? 0) > Date.now() - 3_000) continue;
        expected += open;
        onTime += Math.min(open, report.within2s[title] ?? 0);
      }
    }
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
    const perStream = (bytes: number) => (held ? `${(bytes / held / 1024).toFixed(1)} KB a held stream` : '—');
    const heapOf = (probes: Probe[]) => sum(probes.map((p) => p.heapUsed + p.external));
    const rssOf = (probes: Probe[]) => sum(probes.map((p) => p.rss));
    const line = (label: string, value: string) => console.log(`${label.padEnd(40)} ${value}`);
    line('streams held / asked', `${held} / ${LISTENERS} (${openAfterRamp} open 5 s after the ramp)`);
    line('streams refused or failed', String(refused));
    line('title delivery p50 / p99', `${ms(percentile(deliveries, 50))} / ${ms(percentile(deliveries, 99))} (${deliveries.length} deliveries)`);
    line('titles within 2 s', expected ? `${((onTime / expected) * 100).toFixed(1)} % of ${expected} expected` : '—');
    line(`list ${LIST_ROUTE} p50 / p99 alone`, `${ms(percentile(baseline, 50))} / ${ms(percentile(baseline, 99))} (${baseline.length} reads)`);
    line(`list ${LIST_ROUTE} p50 / p99 loaded`, `${ms(percentile(withPlayers, 50))} / ${ms(percentile(withPlayers, 99))} (${withPlayers.length} reads)`);
    line('server RSS (as the run left it)', `${mb(sum(before.map((f) => f.rssBytes)))} → ${mb(sum(after.map((f) => f.rssBytes)))}, ${perStream(sum(after.map((f) => f.rssBytes)) - sum(before.map((f) => f.rssBytes)))}`);
    line('server heap after full GC (+external)', `${mb(heapOf(probesBefore))} → ${mb(heapOf(probesAfter))}, ${perStream(heapOf(probesAfter) - heapOf(probesBefore))}`);
    line('server RSS after full GC', `${mb(rssOf(probesBefore))} → ${mb(rssOf(probesAfter))}, ${perStream(rssOf(probesAfter) - rssOf(probesBefore))}`);
    for (const [i, probeAfter] of probesAfter.entries()) {
      line(
        `server ${i + 1} event loop delay (run)`,
        `p50 ${probeAfter.loop.p50.toFixed(0)} ms, p99 ${probeAfter.loop.p99.toFixed(0)} ms, max ${probeAfter.loop.max.toFixed(0)} ms (alone: p99 ${probesBefore[i]!.loop.p99.toFixed(0)} ms)`,
      );
    }
    line('heartbeats answered / failed', `${sum(reports.map((r) => r.heartbeatsSent))} / ${sum(reports.map((r) => r.heartbeatsFailed))}`);
    const failures: Record<string, number> = {};
    for (const report of reports) for (const [why, count] of Object.entries(report.failures)) failures[why] = (failures[why] ?? 0) + count;
    const reasons = Object.entries(failures).sort((a, b) => b[1] - a[1]);
    if (reasons.length) line('failures', reasons.map(([why, count]) => `${why}: ${count}`).join(', '));
    line('presence rows written', rowsBefore === null || rowsAfter === null ? '— (PGlite)' : `${((rowsAfter - rowsBefore) / wallSeconds).toFixed(1)} rows/s (batched: one upsert a tick a process)`);
    const cpu = (from: { cpuSeconds: number }[], to: { cpuSeconds: number }[]) =>
      to.map((figures, i) => `${(((figures.cpuSeconds - from[i]!.cpuSeconds) / wallSeconds) * 100).toFixed(0)} %`).join(' + ');
    line('server CPU (of one core)', cpu(before, after));
    if (proxies.length) line('Caddy CPU (of one core)', cpu(proxyBefore, proxyAfter));
    line('players CPU (of one core)', reports.map((r) => `${((r.cpuSeconds / wallSeconds) * 100).toFixed(0)} %`).join(' + '));
    line('machine load (1 min) during hold', loadDuringRun.map((l) => l.toFixed(2)).join(' ') || '—');
  } finally {
    titles.stop();
    await workers?.stop();
    for (const proxy of proxies) await proxy.stop();
    for (const app of apps) await app.stop();
    await database?.drop();
  }
}
