// `npm run soak`: two API processes (the compiled server, as the image runs it) on one Postgres,
// under a mixed listener workload at a fixed rate (tests/soak/workload.ts). Prints the answers,
// the errors, p50/p99 latency and each process's memory (RSS) after the warm-up and at the end.
// Exits 1 on any error or when a process's memory grew by 10 % or more.
//   SOAK_DURATION=10m  SOAK_RATE=200 (requests/s)  SOAK_WARMUP=60s  SOAK_USERS=100
//   DATABASE_URL=...   (an empty database; otherwise a throwaway cluster, port SOAK_PG_PORT or 5440-5449)
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import {
  type ApiProcess,
  type Cluster,
  postgresBinaries,
  startApi,
  startCluster,
  stopApi,
  waitHealthy,
} from '../../apps/api/src/reliability/harness.ts';
import { type Action, createVoters, createWorkload, MIX, type Outcome, readContent } from './workload.ts';

const seconds = (value: string | undefined, fallback: number) => {
  if (!value) return fallback;
  const match = /^(\d+(?:\.\d+)?)(ms|s|m)?$/.exec(value.trim());
  if (!match) throw new Error(`Durée illisible : ${value} (ex. 30s, 10m)`);
  return Number(match[1]) * ({ ms: 0.001, s: 1, m: 60 }[match[2] ?? 's'] ?? 1);
};
const duration = seconds(process.env.SOAK_DURATION, 600);
const warmup = seconds(process.env.SOAK_WARMUP, Math.min(60, duration / 5));
const rate = Number(process.env.SOAK_RATE ?? 200);
const users = Number(process.env.SOAK_USERS ?? 100);
const MEMORY_GROWTH_LIMIT = 10;

const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;
/** CPU seconds (user + system) a process has used so far. */
const cpuOf = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const load = () => loadavg().map((value) => value.toFixed(1)).join(' ');
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : Number.NaN);
const ms = (value: number) => `${value.toFixed(1)} ms`;

let cluster: Cluster | undefined;
const apis: ApiProcess[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'station-soak-'));

async function main(): Promise<boolean> {
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const bin = postgresBinaries();
    if (!bin) throw new Error('Postgres introuvable (/usr/lib/postgresql/*/bin) : donnez DATABASE_URL');
    const from = Number(process.env.SOAK_PG_PORT ?? 5440);
    cluster = await startCluster(bin, [from, from + 9]);
    databaseUrl = cluster.url();
  }
  console.log(`soak: ${rate} req/s for ${duration} s after a ${warmup} s warm-up, 2 processes, Postgres ${new URL(databaseUrl).host}`);
  console.log(`machine: ${cpus().length} × ${cpus()[0]?.model.trim()}, ${mb(totalmem())} RAM, Node ${process.version}; load average ${load()}`);
  console.log(`mix: ${Object.entries(MIX).map(([action, share]) => `${action} ${Math.round(share * 100)} %`).join(', ')}`);

  // The processes share the database and the uploads folder (a shared volume); they trust the
  // client address a proxy would give (X-Forwarded-For), as in infra/compose.yaml.
  const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, TRUST_PROXY: 'true' };
  apis.push(startApi(env, { compiled: true }), startApi(env, { compiled: true }));
  await Promise.all(apis.map((api) => waitHealthy(api, 120_000)));
  const content = await readContent(apis[0]!);
  const voters = await createVoters(apis, users);
  console.log(`content: ${content.mixes.length} mixes, ${content.emissions.length} emissions, ${content.actualites.length} news, ${content.soumissions.flat().length} entries in ${content.concours.length} open contests; ${voters.length} signed-in accounts`);

  const send = createWorkload(apis, content, voters);
  const outcomes: Outcome[] = [];
  const inFlight = new Set<Promise<void>>();
  let rssStart: number[] = [];
  let cpuStart: number[] = [];
  let generatorCpuStart = process.cpuUsage();
  let measuredStartedAt = 0;
  // RSS of both processes each minute, printed as the run goes.
  const samples: string[] = [];

  // Open loop: requests leave on the clock whatever the answers' pace (a slow server is measured,
  // not hidden). The warm-up runs the same traffic; latency and memory are measured after it.
  const started = performance.now();
  const total = (warmup + duration) * 1000;
  let sent = 0;
  let measuredFrom = Number.POSITIVE_INFINITY;
  let nextSample = warmup;
  while (performance.now() - started < total) {
    const elapsed = performance.now() - started;
    if (elapsed >= warmup * 1000 && !rssStart.length) {
      rssStart = apis.map((api) => rssOf(api.child.pid!));
      cpuStart = apis.map((api) => cpuOf(api.child.pid!));
      generatorCpuStart = process.cpuUsage();
      measuredStartedAt = performance.now();
      measuredFrom = sent;
      console.log(`warm-up done; load average ${load()}`);
    }
    if (elapsed >= nextSample * 1000) {
      samples.push(`${Math.round(elapsed / 1000)} s: ${apis.map((api) => mb(rssOf(api.child.pid!))).join(' / ')}`);
      const failed = outcomes.filter((outcome) => outcome && !outcome.expected).length;
      console.log(`  ${samples.at(-1)}, ${sent} sent, ${failed} errors so far`);
      nextSample += 60;
    }
    const due = Math.floor((elapsed / 1000) * rate);
    for (; sent < due; sent++) {
      const index = sent;
      const request = send().then((outcome) => {
        outcomes[index] = outcome;
        inFlight.delete(request);
      });
      inFlight.add(request);
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await Promise.all(inFlight);
  const rssEnd = apis.map((api) => rssOf(api.child.pid!));
  const cpuUsed = apis.map((api, i) => cpuOf(api.child.pid!) - cpuStart[i]!);
  const measuredSeconds = (performance.now() - measuredStartedAt) / 1000;
  const generatorCpu = process.cpuUsage(generatorCpuStart);
  const wall = (performance.now() - started) / 1000;

  const all = outcomes.filter(Boolean);
  const errors = all.filter((outcome) => !outcome.expected);
  const measured = all.slice(measuredFrom);
  console.log(`\nsent ${all.length} requests in ${wall.toFixed(0)} s (${(all.length / wall).toFixed(1)} req/s), measured after warm-up: ${measured.length}`);
  const statuses = new Map<string, number>();
  for (const outcome of all) statuses.set(`${outcome.action} ${outcome.status}`, (statuses.get(`${outcome.action} ${outcome.status}`) ?? 0) + 1);
  console.log(`answers: ${[...statuses].sort().map(([key, count]) => `${key}: ${count}`).join(', ')}`);
  console.log(`errors: ${errors.length}`);
  const kinds = new Map<string, number>();
  for (const error of errors) kinds.set(`${error.status} ${error.detail}`, (kinds.get(`${error.status} ${error.detail}`) ?? 0) + 1);
  for (const [kind, count] of [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 5)) console.log(`  ${count} × ${kind}`);
  const latencies = (items: Outcome[]) => items.map((outcome) => outcome.ms).sort((a, b) => a - b);
  const overall = latencies(measured);
  console.log(`latency: p50 ${ms(percentile(overall, 50))}, p99 ${ms(percentile(overall, 99))}, max ${ms(overall.at(-1) ?? Number.NaN)}`);
  for (const action of Object.keys(MIX) as Action[]) {
    const these = latencies(measured.filter((outcome) => outcome.action === action));
    console.log(`  ${action.padEnd(9)} ${String(these.length).padStart(6)} requests, p50 ${ms(percentile(these, 50))}, p99 ${ms(percentile(these, 99))}`);
  }
    let memoryOk = true;
  apis.forEach((api, i) => {
    const growth = ((rssEnd[i]! - rssStart[i]!) / rssStart[i]!) * 100;
    if (growth >= MEMORY_GROWTH_LIMIT) memoryOk = false;
    console.log(`process ${i + 1} (pid ${api.child.pid}): ${mb(rssStart[i]!)} after warm-up → ${mb(rssEnd[i]!)} at the end (${growth >= 0 ? '+' : ''}${growth.toFixed(1)} %)`);
  });
  console.log(`CPU after warm-up: ${cpuUsed.map((used, i) => `process ${i + 1} ${((used / measuredSeconds) * 100).toFixed(0)} %`).join(', ')} of one core (this load generator ${(((generatorCpu.user + generatorCpu.system) / 1e6 / measuredSeconds) * 100).toFixed(0)} %); load average at the end ${load()} (${cpus().length} cores)`);
  const alive = apis.every((api) => api.isAlive());
  const ok = errors.length === 0 && memoryOk && alive;
  console.log(ok ? 'soak: OK (0 errors, memory growth under 10 %)' : `soak: FAILED${alive ? '' : ' (a process died)'}`);
  return ok;
}

// Interrupted (Ctrl-C): the processes and the cluster go with us.
let cleaning: Promise<void> | undefined;
const cleanUp = () =>
  (cleaning ??= (async () => {
    await Promise.all(apis.map(stopApi));
    cluster?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  })());
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void cleanUp().finally(() => process.exit(130)));

let ok = false;
try {
  ok = await main();
} catch (error) {
  console.error(error);
  for (const api of apis) console.error(api.output().slice(-2000));
} finally {
  await cleanUp();
}
process.exit(ok ? 0 : 1);
