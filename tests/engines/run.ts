// `npm run test:engines`: the listener's core journeys in Chromium, Firefox ESR and WebKitGTK at
// phone size, the engines in parallel, each with its own app server (fresh in-memory database,
// demo content). `ENGINE=firefox npm run test:engines` runs one engine alone. Ports: ENGINES_PORT
// and the next few (default 3500).
import { startServer } from '../support/start-server.ts';
import { openChromium } from './chromium.ts';
import { type Driver, ENGINE_NAMES, type EngineName, type Journey, Page } from './engine.ts';
import { openFirefox } from './firefox.ts';
import { JOURNEYS } from './journeys/index.ts';
import { openWebKit } from './webkit.ts';

const basePort = Number(process.env.ENGINES_PORT ?? 3500);
const chosen = (process.env.ENGINE ?? ENGINE_NAMES.join(',')).split(',').map((name) => name.trim()) as EngineName[];
for (const name of chosen) if (!ENGINE_NAMES.includes(name)) throw new Error(`ENGINE: unknown engine ${name} (${ENGINE_NAMES.join(', ')})`);
const only = process.env.JOURNEY;

const open: Record<EngineName, () => Promise<Driver>> = {
  chromium: openChromium,
  firefox: openFirefox,
  webkit: () => openWebKit(basePort + 10),
};

interface Outcome { journey: string; error?: string; seconds: number; flaky?: string }

/** As the Playwright suite: on CI a journey that fails once runs once more, and passing then is reported 'flaky'. */
const RUNS = process.env.CI ? 2 : 1;

async function runEngine(engine: EngineName, index: number): Promise<Outcome[]> {
  const server = await startServer(basePort + 1 + index, {
    // Every browser of the run comes from 127.0.0.1: lift the per-address caps, as the Playwright suite does.
    NEW_LISTENERS_LIMIT_PER_ADDRESS: '100000', MIX_LISTENS_LIMIT_PER_ADDRESS: '100000', VISITOR_LIKES_LIMIT_PER_ADDRESS: '100000',
    ADMIN_EMAIL: 'admin@radio-live.fr', ADMIN_PASSWORD: 'admin-demo-2026',
  }, 180_000); // three fresh databases at once on two shared cores
  const outcomes: Outcome[] = [];
  // Stopped from outside (a timeout, Ctrl-C): the app server's process group goes too.
  process.once('SIGTERM', () => void server.stop().then(() => process.exit(143)));
  try {
    const journeys: Journey[] = JOURNEYS.filter((journey) => !only || journey.name.includes(only));
    for (const journey of journeys) {
      let firstError: string | undefined;
      for (let run = 1; run <= RUNS; run += 1) {
        const started = Date.now();
        // A fresh browser per journey: no state (service worker, storage) leaks from one to the next.
        const driver = await open[engine]();
        let error: string | undefined;
        try {
          await journey.run(new Page(engine, server.url, driver));
        } catch (caught) {
          error = (caught as Error).message;
        } finally {
          await driver.close().catch(() => {});
        }
        const seconds = (Date.now() - started) / 1000;
        const retry = run > 1 ? ' (retry)' : '';
        console.log(`${error ? '✘' : '✔'} [${engine}] ${journey.name}${retry} (${seconds.toFixed(1)} s)${error ? `\n    ${error}` : ''}`);
        if (!error || run === RUNS) {
          outcomes.push({ journey: journey.name, error, seconds, flaky: error ? undefined : firstError });
          break;
        }
        firstError = error;
      }
    }
  } finally {
    await server.stop();
  }
  return outcomes;
}

const started = Date.now();
const results = await Promise.all(chosen.map((engine, index) => runEngine(engine, index).then((outcomes) => ({ engine, outcomes }), (error: Error) => {
  console.log(`✘ [${engine}] could not start: ${error.message}`);
  return { engine, outcomes: [{ journey: 'start', error: error.message, seconds: 0 } as Outcome] };
})));
console.log(`\nEngines summary (${((Date.now() - started) / 1000).toFixed(0)} s):`);
let failed = 0;
for (const { engine, outcomes } of results) {
  const passed = outcomes.filter((outcome) => !outcome.error).length;
  failed += outcomes.length - passed;
  const flaky = outcomes.filter((outcome) => outcome.flaky).map((outcome) => outcome.journey);
  console.log(
    `  ${engine.padEnd(9)} ${passed}/${outcomes.length} passed${flaky.length ? ` — flaky (passed on its retry): ${flaky.join('; ')}` : ''}${outcomes.some((o) => o.error) ? ` — failed: ${outcomes.filter((o) => o.error).map((o) => o.journey).join('; ')}` : ''}`,
  );
}
process.exit(failed ? 1 : 0);
