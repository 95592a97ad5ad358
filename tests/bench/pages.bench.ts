// `npm run bench pages`: each public page as the server renders it, on Postgres: its HTML's weight
// (raw and gzip) and the time to answer it at 50 connections, p50/p99, both 'kept' (the same URL
// again: the rendered page is kept until a write changes what it shows) and 'rendered' (a second
// server with READ_CACHE=false: every request renders the page and reads its lists anew). Then
// what keeps pages kept: '/' after 100 dedications awaiting moderation, and the server's memory
// after 10,000 distinct query strings its routes do not read.
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { startServer } from '../support/start-server.ts';
import { throwawayPostgres } from '../support/throwaway-postgres.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3330) + 8;
const SECONDS = Number(process.env.PAGES_BENCH_SECONDS ?? 5);
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/** The public pages the server renders, with an article and a talent of the demo content. */
export async function publicPages(origin: string): Promise<string[]> {
  const news = (await (await fetch(`${origin}/api/actualites`)).json()) as Array<{ actualiteid: number }>;
  const entries = (await (await fetch(`${origin}/api/soumissions-concours`)).json()) as Array<{ talon_id: number }>;
  return [
    '/', '/actualites', `/actualites/${news[0]!.actualiteid}`, '/actualites/concours', '/emissions', '/mixes', '/weekly-mixes',
    '/animateurs', '/programme-calendrier', '/concours-talents', `/talent/${entries[0]!.talon_id}`, '/a-propos',
  ];
}

async function load(url: string) {
  const result = await autocannon({ url, connections: 50, duration: SECONDS, headers: HEADERS });
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, errors: result.errors + result.non2xx };
}

const METRICS_TOKEN = 'bench-pages-metrics-token';

async function residentMegabytes(origin: string) {
  const text = await (await fetch(`${origin}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  return Number(/^process_resident_memory_bytes (\d+)/m.exec(text)?.[1]) / 1024 / 1024;
}

/** '/' answered while 100 dedications await moderation, and the memory 10,000 unknown query strings leave. */
async function keptThroughWrites(origin: string) {
  await load(`${origin}/`);
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify({ email: 'lea.martin@example.org', password: 'demo-2026' }),
  });
  const cookie = login.headers.getSetCookie().map((each) => each.split(';')[0]).join('; ');
  for (let index = 0; index < 100; index += 1) {
    const sent = await fetch(`${origin}/api/dedicaces`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin, Cookie: cookie },
      body: JSON.stringify({ nom_destinataire: 'Camille', nom_expediteur: 'Léa', message: `Dédicace ${index}` }),
    });
    if (sent.status !== 201) throw new Error(`dedication ${index}: ${sent.status} ${await sent.text()}`);
  }
  const kept = await load(`${origin}/`);
  console.log(`/ after 100 pending dedications: p50/p99 ${kept.p50}/${kept.p99} ms (${kept.rps.toFixed(0)} req/s)${kept.errors ? ` ${kept.errors} errors` : ''}`);
  const before = await residentMegabytes(origin);
  for (let index = 0; index < 10_000; index += 50) {
    await Promise.all(Array.from({ length: 50 }, (_, offset) => fetch(`${origin}/actualites?x=${index + offset}`).then((response) => response.arrayBuffer())));
  }
  const after = await residentMegabytes(origin);
  console.log(`memory after 10,000 distinct unknown query strings: ${before.toFixed(0)} → ${after.toFixed(0)} MB resident (${(after - before).toFixed(0)} MB more)`);
}

export async function run() {
  const postgres = await throwawayPostgres('pages');
  if (!postgres) {
    console.log('-- nothing answers on 127.0.0.1:5432: the pages bench runs on Postgres, skipped');
    return;
  }
  const env = { DATABASE_URL: postgres.url, LOG_LEVEL: 'warn', METRICS_TOKEN, NEW_LISTENERS_LIMIT_PER_ADDRESS: '100000' };
  const server = await startServer(PORT, env);
  const uncached = await startServer(PORT + 1, { ...env, READ_CACHE: 'false' });
  try {
    const pages = await publicPages(server.url);
    console.log(`page                       HTML raw    gzip   rendered p50/p99 ms (req/s)   kept p50/p99 ms (req/s)   (50 connections, ${SECONDS} s each, Postgres)`);
    for (const page of pages) {
      const html = Buffer.from(await (await fetch(server.url + page)).arrayBuffer());
      if (!html.includes('id="server-state"')) throw new Error(`${page} was not rendered by the server`);
      await load(uncached.url + page); // warm-up: JIT
      const rendered = await load(uncached.url + page);
      await load(server.url + page);
      const kept = await load(server.url + page);
      const figures = (each: typeof kept) => `${`${each.p50}/${each.p99}`.padStart(9)} (${each.rps.toFixed(0).padStart(5)})${each.errors ? ` ${each.errors} errors` : ''}`;
      console.log(
        `${page.padEnd(26)} ${`${(html.byteLength / 1024).toFixed(1)} KB`.padStart(8)} ${`${(gzipSync(html).byteLength / 1024).toFixed(1)} KB`.padStart(8)}   ${figures(rendered).padEnd(28)}  ${figures(kept)}`,
      );
    }
    await keptThroughWrites(server.url);
  } finally {
    await Promise.all([server.stop(), uncached.stop()]);
    await postgres.drop();
  }
}
