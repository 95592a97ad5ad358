// `npm run bench pages`: each public page as the server renders it, on Postgres: its
// HTML's weight (raw and gzip) and the time to answer it at 50 connections, p50/p99, both 'kept'
// (the same URL again: the rendered page is kept until a write) and 'rendered' (a query string of its
// own on every request: each one renders the page anew from the in-process kept lists).
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { startServer } from '../support/start-server.ts';
import { throwawayPostgres } from './throwaway-postgres.ts';

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

async function load(url: string, fresh: boolean) {
  let request = 0;
  const path = new URL(url).pathname;
  const result = await autocannon({
    url,
    connections: 50,
    duration: SECONDS,
    headers: HEADERS,
    requests: fresh
      ? [
          {
            setupRequest: (each) => {
              request += 1;
              return { ...each, path: `${path}?bench=${request}` };
            },
          },
        ]
      : undefined,
  });
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, errors: result.errors + result.non2xx };
}

/** Waits until the renders autocannon left in flight are done: the page answers at once again. */
async function settled(url: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const started = performance.now();
    await (await fetch(url)).arrayBuffer();
    if (performance.now() - started < 20 || Date.now() > deadline) return;
  }
}

export async function run() {
  const postgres = await throwawayPostgres('pages');
  if (!postgres) {
    console.log('-- nothing answers on 127.0.0.1:5432: the pages bench runs on Postgres, skipped');
    return;
  }
  const server = await startServer(PORT, { DATABASE_URL: postgres.url, LOG_LEVEL: 'warn' });
  try {
    const pages = await publicPages(server.url);
    console.log(`page                       HTML raw    gzip   rendered p50/p99 ms (req/s)   kept p50/p99 ms (req/s)   (50 connections, ${SECONDS} s each, Postgres)`);
    for (const page of pages) {
      const html = Buffer.from(await (await fetch(server.url + page)).arrayBuffer());
      if (!html.includes('id="server-state"')) throw new Error(`${page} was not rendered by the server`);
      await load(server.url + page, false); // warm-up: JIT, the kept lists
      const rendered = await load(server.url + page, true);
      await settled(server.url + page);
      const kept = await load(server.url + page, false);
      const figures = (each: typeof kept) => `${`${each.p50}/${each.p99}`.padStart(9)} (${each.rps.toFixed(0).padStart(5)})${each.errors ? ` ${each.errors} errors` : ''}`;
      console.log(
        `${page.padEnd(26)} ${`${(html.byteLength / 1024).toFixed(1)} KB`.padStart(8)} ${`${(gzipSync(html).byteLength / 1024).toFixed(1)} KB`.padStart(8)}   ${figures(rendered).padEnd(28)}  ${figures(kept)}`,
      );
    }
  } finally {
    await server.stop();
    await postgres.drop();
  }
}
