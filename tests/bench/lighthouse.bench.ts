// `npm run bench lighthouse`: Lighthouse 12.8, mobile (its default: a mid-range phone on a slow 4G,
// simulated), median of 3 runs per route, on the production build served by the API. Lighthouse
// starts each run without the service worker: a first visit. Each route is also measured as the same
// HTML served as a static file (static-floor.ts): the floor a server-rendered page is compared to.
import { spawn } from 'node:child_process';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../support/start-server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3330) + 2;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
export const LIGHTHOUSE_ROUTES = ['/', '/actualites', '/programme-calendrier', '/concours-talents', '/mixes', '/talent/1'];

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  /** TBT from each task's thread time instead of its wall time (threadTimeTbt). */
  cpuTbt: number;
  cls: number;
  /** Each failing accessibility audit with the elements it names, e.g. 'color-contrast: <button ...>'. */
  accessibilityFailures: string[];
}

interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

/**
 * Total blocking time counted from the CPU time of the page's main-thread tasks after its first
 * paint (each task's thread time × Lighthouse's 4× CPU slowdown, less 50 ms). Lighthouse's own TBT
 * times tasks by the wall clock: on a two-core machine shared by the browser's processes, the server
 * and Lighthouse itself, a task waits for a core 2–5× as long as it runs, and that wait, not the
 * page's work, decides the figure from one run to the next (docs/performance.md, fifth session).
 */
export function threadTimeTbt(events: TraceEvent[]): number {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return 0;
  return events
    .filter((event) => event.name === 'RunTask' && event.pid === paint.pid && event.tid === paint.tid && event.ts + (event.dur ?? 0) > paint.ts)
    .reduce((total, task) => total + Math.max(0, (4 * (task.tdur ?? task.dur ?? 0)) / 1000 - 50), 0);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function measure(url: string, port: number): Promise<LighthouseFigures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
  const lhr = result!.lhr;
  const audit = (id: string) => lhr.audits[id]!;
  if (process.env.LIGHTHOUSE_DEBUG) {
    const requests = (audit('network-requests').details as { items?: Array<{ url: string; networkRequestTime: number; networkEndTime: number; transferSize: number }> }).items ?? [];
    console.log(`  ${url}: LCP element ${JSON.stringify((audit('largest-contentful-paint-element').details as { items?: Array<{ items?: unknown[] }> }).items?.[0]?.items?.[0]).slice(0, 160)}`);
    for (const request of requests.slice(0, 12)) console.log(`    ${request.url.slice(-60).padEnd(60)} ${request.networkRequestTime.toFixed(0).padStart(6)} → ${request.networkEndTime.toFixed(0).padStart(6)} ms  ${request.transferSize} B`);
  }
  const failing = lhr.categories.accessibility!.auditRefs.map((ref) => audit(ref.id)).filter((result) => result.score !== null && result.score < 1);
  const accessibilityFailures = failing.flatMap((result) =>
    ((result.details as { items?: Array<{ node?: { snippet?: string } }> } | undefined)?.items ?? [{}]).map((item) => `${result.id}: ${item.node?.snippet ?? '(page)'}`),
  );
  return {
    performance: Math.round((lhr.categories.performance!.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility!.score ?? 0) * 100),
    fcp: audit('first-contentful-paint').numericValue ?? 0,
    lcp: audit('largest-contentful-paint').numericValue ?? 0,
    tbt: audit('total-blocking-time').numericValue ?? 0,
    cpuTbt: threadTimeTbt((result!.artifacts as { Trace?: { traceEvents: TraceEvent[] } }).Trace?.traceEvents ?? []),
    cls: audit('cumulative-layout-shift').numericValue ?? 0,
    accessibilityFailures,
  };
}

/**
 * The floor (static-floor.ts) in a process of its own: in this one, Lighthouse's handling of the
 * browser's trace would hold its answers back and make the floor look slower than it is.
 */
async function staticFloor(appUrl: string, route: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'static-floor.ts'), appUrl, route, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the static floor stopped (${code})`)));
  });
  const close = () => new Promise<void>((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill();
  });
  return { url: `http://localhost:${port}${route}`, close };
}

export async function run() {
  const server = await startServer(PORT);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    console.log(`route                    perf  a11y   FCP ms   LCP ms   TBT ms  TBT cpu    CLS   floor LCP ms  LCP/floor   (median of ${RUNS}, Lighthouse mobile; TBT cpu: from thread time)`);
    // LIGHTHOUSE_ROUTES='/ /actualites' measures only those.
    for (const route of process.env.LIGHTHOUSE_ROUTES?.split(' ') ?? LIGHTHOUSE_ROUTES) {
      // A server that has answered before: its first render (the renderer loaded, its code compiled) is not the page's.
      await (await fetch(server.url + route)).arrayBuffer();
      const runs: LighthouseFigures[] = [];
      for (let index = 0; index < RUNS; index += 1) runs.push(await measure(server.url + route, chrome.port));
      const floor = await staticFloor(server.url, route, PORT + 1);
      const floorLcps: number[] = [];
      try {
        for (let index = 0; index < RUNS; index += 1) floorLcps.push((await measure(floor.url, chrome.port)).lcp);
      } finally {
        await floor.close();
      }
      const pick = (key: 'performance' | 'accessibility' | 'fcp' | 'lcp' | 'tbt' | 'cpuTbt' | 'cls') => median(runs.map((figures) => figures[key]));
      const floorLcp = median(floorLcps);
      console.log(
        `${route.padEnd(24)} ${String(pick('performance')).padStart(4)}  ${String(pick('accessibility')).padStart(4)}  ${pick('fcp').toFixed(0).padStart(7)}  ${pick('lcp').toFixed(0).padStart(7)}  ${pick('tbt').toFixed(0).padStart(7)}  ${pick('cpuTbt').toFixed(0).padStart(7)}  ${pick('cls').toFixed(3).padStart(5)}  ${floorLcp.toFixed(0).padStart(12)}  ${(pick('lcp') / floorLcp).toFixed(2).padStart(8)}×`,
      );
      const failures = [...new Set(runs.flatMap((figures) => figures.accessibilityFailures))];
      if (failures.length) console.log(`  accessibility fails on: ${failures.slice(0, 4).join(' | ')}`);
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
}
