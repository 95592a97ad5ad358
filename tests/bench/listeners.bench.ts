// `npm run bench listeners` (issue 23): what thousands of listeners cost one API process. Ramps N
// simulated players (each holds the now-playing event stream open and sends a heartbeat every
// 20 s) over RAMP seconds, holds them HOLD seconds, while a second client reads a public list and
// the title changes every 10 s. Before that, the same list reads run alone for the baseline.
// Loopback only; bounded: at most 20,000 players and 10 minutes in all.
//   LISTENERS=2000 RAMP_SECONDS=60 HOLD_SECONDS=30 BENCH_DB=postgres|pglite npm run bench listeners
// The titles come from a stand-in for Icecast's status-json.xsl on 127.0.0.1 (the same JSON a real
// Icecast serves; the app reads it exactly as it reads Icecast's).
// Prints: streams held and refused, title delivery p50/p99 and the share within 2 s, list p50/p99
// with and without players, server memory per stream, presence rows written a second (Postgres),
// server and machine CPU.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.BENCH_PORT ?? 3330) + 6;
const LISTENERS = Math.min(20_000, Math.max(1, Number(process.env.LISTENERS ?? 2_000)));
const RAMP_SECONDS = Math.min(300, Math.max(1, Number(process.env.RAMP_SECONDS ?? 60)));
const HOLD_SECONDS = Math.min(240, Math.max(10, Number(process.env.HOLD_SECONDS ?? 30)));
const BASELINE_SECONDS = Math.min(60, Number(process.env.BASELINE_SECONDS ?? 20));
const DB = process.env.BENCH_DB === 'pglite' ? 'pglite' : 'postgres';
const HEARTBEAT_MS = 20_000;
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
  const changedAt = new Map<string, number>([['Bench - Titre 1', Date.now()]]);
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ icestats: { source: [{ listenurl: 'http://127.0.0.1:8000/live', artist: 'Bench', title: `Titre ${number}`, listeners: 0 }] } }));
  });
  let timer: NodeJS.Timeout | undefined;
  return {
    changedAt,
    /** Titles changed while this many streams were open: the deliveries expected. */
    expected: new Map<string, number>(),
    start(openStreams: () => number) {
      timer = setInterval(() => {
        number += 1;
        const title = `Bench - Titre ${number}`;
        changedAt.set(title, Date.now());
        this.expected.set(title, openStreams());
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
async function startApp(env: Record<string, string>): Promise<{ child: ChildProcess; url: string; stop: () => Promise<void> }> {
  // --expose-gc and the probe (server-probe.cjs): memory after a full collection, event loop delay.
  const child = spawn(process.execPath, ['--expose-gc', '--require', path.join(import.meta.dirname, 'server-probe.cjs'), 'apps/api/dist/server.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: 'memory://', SEED_DEMO: 'true', TRUST_PROXY: 'true', BENCH_PROBE_FILE: probeFile(PORT), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${PORT}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) break;
    if (Date.now() > deadline) throw new Error('server did not start within 60 s');
    await sleep(250);
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { child, url, stop };
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
      const request = http.get(`${url}${LIST_ROUTE}`, { agent, headers: { 'accept-encoding': 'gzip' } }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode === 200) latencies.push(performance.now() - started);
          resolve();
        });
      });
      request.on('error', () => resolve());
    });
    await sleep(Math.max(0, LIST_EVERY_MS - (performance.now() - started)));
  }
  agent.destroy();
  return latencies;
}

// ---- the simulated players ----
interface Player {
  open: boolean;
  openedAt: number;
  refused: boolean;
}

function startPlayers(url: string, changedAt: Map<string, number>) {
  const streamAgent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const beatAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const players: Player[] = [];
  const deliveries: number[] = [];
  const within2s = new Map<string, number>();
  const requests: http.ClientRequest[] = [];
  const timers: NodeJS.Timeout[] = [];
  let heartbeatsSent = 0;
  let heartbeatsFailed = 0;

  const heartbeat = (id: string, address: string) => {
    const body = JSON.stringify({ listener_id: id, listening: true });
    const request = http.request(`${url}/api/live/listeners`, {
      method: 'POST',
      agent: beatAgent,
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Origin: url, 'X-Forwarded-For': address },
    });
    request.on('response', (response) => {
      response.resume();
      if (response.statusCode === 200) heartbeatsSent += 1;
      else heartbeatsFailed += 1;
    });
    request.on('error', () => {
      heartbeatsFailed += 1;
    });
    request.end(body);
  };

  const open = (index: number) => {
    const id = `bench-player-${String(index).padStart(6, '0')}`;
    // Each player its own address (10.x.y.z): the new-listener cap per address stays as in production.
    const address = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
    const player: Player = { open: false, openedAt: 0, refused: false };
    players.push(player);
    const request = http.get(`${url}/api/live/now-playing/events?listener=${id}`, { agent: streamAgent, headers: { 'X-Forwarded-For': address } }, (response) => {
      if (response.statusCode !== 200) {
        player.refused = true;
        response.resume();
        return;
      }
      player.open = true;
      player.openedAt = Date.now();
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        if (!chunk.includes('event: now-playing')) return;
        const track = /"track":"([^"]*)"/.exec(chunk)?.[1];
        const at = track ? changedAt.get(track) : undefined;
        // A stream opened after the change gets the title as its first event: not a delivery.
        if (at === undefined || track === 'Bench - Titre 1' || player.openedAt > at) return;
        const delay = Date.now() - at;
        deliveries.push(delay);
        if (delay <= 2_000) within2s.set(track!, (within2s.get(track!) ?? 0) + 1);
      });
      response.on('close', () => {
        player.open = false;
      });
    });
    request.on('error', () => {
      if (!player.open) player.refused = true;
      player.open = false;
    });
    requests.push(request);
    heartbeat(id, address);
    // Heartbeats every 20 s, started at a random phase like real phones.
    const first = setTimeout(() => {
      heartbeat(id, address);
      timers.push(setInterval(() => heartbeat(id, address), HEARTBEAT_MS));
    }, Math.random() * HEARTBEAT_MS);
    timers.push(first);
  };

  return {
    players,
    deliveries,
    within2s,
    heartbeats: () => ({ sent: heartbeatsSent, failed: heartbeatsFailed }),
    openStreams: () => players.filter((player) => player.open).length,
    async ramp(count: number, seconds: number) {
      const started = Date.now();
      for (let index = 0; index < count; index += 1) {
        const due = started + (index / count) * seconds * 1000;
        if (due > Date.now()) await sleep(due - Date.now());
        open(index);
      }
    },
    stop() {
      for (const timer of timers) clearTimeout(timer);
      for (const request of requests) request.destroy();
      streamAgent.destroy();
      beatAgent.destroy();
    },
  };
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

async function throwawayPostgres() {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const name = `station_bench_listeners_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export async function run() {
  const titles = startTitles();
  const statusUrl = await titles.listen();
  const database = DB === 'postgres' ? await throwawayPostgres() : undefined;
  const app = await startApp({
    DATABASE_URL: database?.url ?? '',
    ICECAST_STATUS_URL: statusUrl,
    STREAM_URL: 'http://127.0.0.1:8000/live',
  });
  const pid = app.child.pid!;
  const cpuCount = os.cpus().length;
  try {
    console.log(
      `-- ${LISTENERS} players over ${RAMP_SECONDS} s, held ${HOLD_SECONDS} s, one process on ${DB}; ${cpuCount} CPUs, load before ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`,
    );
    await readLists(app.url, 3); // warm-up
    await probe(pid, PORT);
    const baseline = await readLists(app.url, BASELINE_SECONDS);
    const probeBefore = await probe(pid, PORT);
    const before = processFigures(pid);
    const clientCpuBefore = process.cpuUsage();
    const wallBefore = Date.now();
    const rowsBefore = await presenceRows(database?.url);

    const players = startPlayers(app.url, titles.changedAt);
    titles.start(players.openStreams);
    const loaded = readLists(app.url, RAMP_SECONDS + HOLD_SECONDS);
    await players.ramp(LISTENERS, RAMP_SECONDS);
    await sleep(OPEN_GRACE_MS);
    const openAfterRamp = players.openStreams();
    const loadDuringRun: number[] = [];
    const holdEnd = Date.now() + (HOLD_SECONDS * 1000 - OPEN_GRACE_MS);
    while (Date.now() < holdEnd) {
      loadDuringRun.push(os.loadavg()[0]!);
      await sleep(Math.min(5_000, Math.max(0, holdEnd - Date.now())));
    }
    const withPlayers = await loaded;
    const after = processFigures(pid);
    const probeAfter = await probe(pid, PORT);
    const rowsAfter = await presenceRows(database?.url);
    const wallSeconds = (Date.now() - wallBefore) / 1000;
    const clientCpu = process.cpuUsage(clientCpuBefore);
    const held = players.openStreams();
    const refused = players.players.filter((player) => player.refused).length;

    // Deliveries expected: each title changed while streams were open, to every one of them.
    // (A title changed in the last 3 s may still be on its way: left out.)
    let expected = 0;
    let onTime = 0;
    for (const [title, open] of titles.expected) {
      if ((titles.changedAt.get(title) ?? 0) > Date.now() - 3_000) continue;
      expected += open;
      onTime += Math.min(open, players.within2s.get(title) ?? 0);
    }
    const { sent, failed } = players.heartbeats();
    const line = (label: string, value: string) => console.log(`${label.padEnd(40)} ${value}`);
    line('streams held / asked', `${held} / ${LISTENERS} (${openAfterRamp} open 5 s after the ramp)`);
    line('streams refused or failed', String(refused));
    line('title delivery p50 / p99', `${ms(percentile(players.deliveries, 50))} / ${ms(percentile(players.deliveries, 99))} (${players.deliveries.length} deliveries)`);
    line('titles within 2 s', expected ? `${((onTime / expected) * 100).toFixed(1)} % of ${expected} expected` : '—');
    line(`list ${LIST_ROUTE} p50 / p99 alone`, `${ms(percentile(baseline, 50))} / ${ms(percentile(baseline, 99))} (${baseline.length} reads)`);
    line(`list ${LIST_ROUTE} p50 / p99 loaded`, `${ms(percentile(withPlayers, 50))} / ${ms(percentile(withPlayers, 99))} (${withPlayers.length} reads)`);
    line('server memory', `${(before.rssBytes / 2 ** 20).toFixed(0)} MB → ${(after.rssBytes / 2 ** 20).toFixed(0)} MB, ${held ? ((after.rssBytes - before.rssBytes) / held / 1024).toFixed(1) : '—'} KB a held stream`);
    const perStream = (bytes: number) => (held ? `${(bytes / held / 1024).toFixed(1)} KB a held stream` : '—');
    line('server heap after full GC (+external)', `${((probeBefore.heapUsed + probeBefore.external) / 2 ** 20).toFixed(0)} MB → ${((probeAfter.heapUsed + probeAfter.external) / 2 ** 20).toFixed(0)} MB, ${perStream(probeAfter.heapUsed + probeAfter.external - probeBefore.heapUsed - probeBefore.external)}`);
    line('server RSS after full GC', `${(probeBefore.rss / 2 ** 20).toFixed(0)} MB → ${(probeAfter.rss / 2 ** 20).toFixed(0)} MB, ${perStream(probeAfter.rss - probeBefore.rss)}`);
    line('server event loop delay (run)', `p50 ${probeAfter.loop.p50.toFixed(0)} ms, p99 ${probeAfter.loop.p99.toFixed(0)} ms, max ${probeAfter.loop.max.toFixed(0)} ms (alone: p99 ${probeBefore.loop.p99.toFixed(0)} ms)`);
    line('heartbeats answered / failed', `${sent} / ${failed}`);
    line('presence rows written', rowsBefore === null || rowsAfter === null ? '— (PGlite)' : `${((rowsAfter - rowsBefore) / wallSeconds).toFixed(1)} rows/s (batched: one upsert a tick)`);
    line('server CPU', `${(((after.cpuSeconds - before.cpuSeconds) / wallSeconds) * 100).toFixed(0)} % of one core`);
    line('bench client CPU', `${(((clientCpu.user + clientCpu.system) / 1e6 / wallSeconds) * 100).toFixed(0)} % of one core`);
    line('machine load (1 min) during hold', loadDuringRun.map((l) => l.toFixed(2)).join(' ') || '—');
    players.stop();
  } finally {
    titles.stop();
    await app.stop();
    await database?.drop();
  }
}
