// `npm run bench api`: throughput and p99 latency of the health route and the public lists
// (autocannon, 50 connections, 10 s after a warm-up) on PGlite and, when Postgres answers on
// 127.0.0.1:5432 (or BENCH_DATABASE_URL), on a throwaway Postgres database. Each list is also given
// as a share of the health route's throughput in the same run (the goal: ≥ 50 %, p99 ≤ 20 ms).
import autocannon from 'autocannon';
import { startServer } from '../support/start-server.ts';
import { throwawayPostgres } from '../support/throwaway-postgres.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3330) + 4;
const SECONDS = Number(process.env.API_BENCH_SECONDS ?? 10);
const ROUTES = ['/api/health', '/api/schedule/shows', '/api/actualites', '/api/mixes', '/api/soumissions-concours'];
// What a phone sends: compressed answers.
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

async function load(url: string, duration: number) {
  const result = await autocannon({ url, connections: 50, duration, headers: HEADERS });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function benchDatabase(label: string, env: Record<string, string>) {
  const server = await startServer(PORT, env);
  try {
    const rows: Array<{ route: string; rps: number; p99: number; errors: number }> = [];
    for (const route of ROUTES) {
      await load(server.url + route, 2); // warm-up: caches, JIT, connections
      rows.push({ route, ...(await load(server.url + route, SECONDS)) });
    }
    const health = rows[0]!.rps;
    console.log(`-- ${label} (50 connections, ${SECONDS} s each)`);
    for (const row of rows) {
      const share = `${((row.rps / health) * 100).toFixed(0)} %`;
      console.log(
        `${row.route.padEnd(28)} ${row.rps.toFixed(0).padStart(7)} req/s   p99 ${String(row.p99).padStart(4)} ms   ${share.padStart(5)} of health${row.errors ? `   ${row.errors} errors` : ''}`,
      );
    }
  } finally {
    await server.stop();
  }
}

export async function run() {
  await benchDatabase('PGlite', {});
  const postgres = await throwawayPostgres('api');
  if (!postgres) {
    console.log('-- Postgres: nothing answers on 127.0.0.1:5432, skipped');
    return;
  }
  try {
    await benchDatabase('Postgres', { DATABASE_URL: postgres.url });
  } finally {
    await postgres.drop();
  }
}
