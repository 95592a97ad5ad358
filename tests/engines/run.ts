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

interface Outcome { journey: string; error?: string; seconds: number }

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
      const started = Date.now();
      // A fresh browser per journey: no state (service worker, storage) leaks from one to the next.
      const driver = await open[engine]();
      try {
        await journey.run(new Page(engine, server.url, driver));
        outcomes.push({ journey: journey.name, seconds: (Date.now() - started) / 1000 });
      } catch (error) {
        outcomes.push({ journey: journey.name, error: (error as Error).message, seconds: (Date.now() - started) / 1000 });
      } finally {
        await driver.close().catch(() => {});
      }
      const last = outcomes.at(-1)!;
      console.log(`${last.error ? '✘' : '✔'} [${engine}] ${last.journey} (${last.seconds.toFixed(1)} s)${last.error ? `\n    ${last.error}` : ''}`);
    }
  } finally {
    await server.stop();
  }
  return outcomes;
}

const started = Date.now();
const results = await Promise.all(chosen.map((engine, index) => runEngine(engine, index).then((outcomes) => ({ engine, outcomes }), (error: Error) => {
  console.log(`✘ [${engine}] could not start: ${error.message}`);
  return { engine, outcomes: [{ journey: 'start', error: error.message, seconds: 0 }] };
})));
console.log(`\nEngines summary (${((Date.now() - started) / 1000).toFixed(0)} s):`);
let failed = 0;
for (const { engine, outcomes } of results) {
  const passed = outcomes.filter((outcome) => !outcome.error).length;
  failed += outcomes.length - passed;
  console.log(`  ${engine.padEnd(9)} ${passed}/${outcomes.length} passed${outcomes.some((o) => o.error) ? ` — failed: ${outcomes.filter((o) => o.error).map((o) => o.journey).join('; ')}` : ''}`);
}
process.exit(failed ? 1 : 0);
