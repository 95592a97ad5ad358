// `npm run bench player`: starts the live stream from the home page, then makes 50 navigations
// (links of the header and footer, history back and forward) and prints how often the one <audio>
// element paused and how long the audio was interrupted. Both must be 0.
import { chromium, type Page } from '@playwright/test';
import { startBenchServer } from './bench-server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3310);
const NAVIGATIONS = 50;

type Step = { label: string; go: (page: Page) => Promise<unknown> };

const link = (area: 'banner' | 'contentinfo', name: string): Step => ({
  label: name,
  go: (page) => page.getByRole(area).getByRole('link', { name, exact: true }).first().click(),
});

const LINKS: Step[] = [
  link('contentinfo', 'Émissions'),
  link('contentinfo', 'Animateurs'),
  link('banner', 'Actualités'),
  link('contentinfo', 'Programme'),
  link('banner', 'Dédicaces'),
  link('contentinfo', 'Événements'),
  link('banner', 'Concours Talents'),
  link('banner', 'Accueil'),
];

/** Events of the audio element, with time stamps, recorded in the page. */
function recordAudio() {
  const audio = document.getElementById('station-audio') as HTMLAudioElement;
  const log: Array<[string, number]> = [];
  for (const name of ['pause', 'waiting', 'stalled', 'playing', 'emptied', 'loadstart', 'error', 'ended']) {
    audio.addEventListener(name, () => log.push([name, performance.now()]));
  }
  Object.assign(window, { __benchAudio: { audio, log, start: performance.now(), startTime: audio.currentTime } });
}

/** Pause events, and the time the audio was interrupted (from a pause or a stall until it plays again). */
function readAudio() {
  const { audio, log, start, startTime } = (window as unknown as { __benchAudio: { audio: HTMLAudioElement; log: Array<[string, number]>; start: number; startTime: number } }).__benchAudio;
  let gap = 0;
  let brokenSince: number | null = null;
  for (const [name, at] of log) {
    if (name === 'playing' && brokenSince !== null) {
      gap += at - brokenSince;
      brokenSince = null;
    } else if (name !== 'playing' && brokenSince === null) brokenSince = at;
  }
  if (brokenSince !== null || audio.paused) gap += performance.now() - (brokenSince ?? performance.now());
  const wall = (performance.now() - start) / 1000;
  return {
    pauses: log.filter(([name]) => name === 'pause').length,
    gapMs: Math.round(gap),
    events: log.map(([name]) => name),
    wallSeconds: wall,
    mediaSeconds: audio.currentTime - startTime,
    sameElement: document.getElementById('station-audio') === audio && document.querySelectorAll('audio').length === 1,
  };
}

export async function run() {
  const server = await startBenchServer(PORT);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({ baseURL: server.url, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
    await context.addInitScript(() => sessionStorage.setItem('splashSeen', '1'));
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('#hero').getByRole('button', { name: 'Écouter en Direct' }).click();
    await page.waitForFunction(() => (document.getElementById('station-audio') as HTMLAudioElement).currentTime > 1, undefined, { timeout: 20_000 });
    await page.evaluate(recordAudio);

    const started = Date.now();
    for (let i = 0; i < NAVIGATIONS; i++) {
      const before = page.url();
      const step = i % 5 === 3 ? 'back' : i % 5 === 4 ? 'forward' : LINKS[(i - Math.floor(i / 5) * 2) % LINKS.length];
      if (step === 'back') await page.goBack();
      else if (step === 'forward') await page.goForward();
      else await step.go(page);
      await page.waitForURL((url) => url.href !== before, { timeout: 10_000 }).catch(() => undefined);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    }
    const navigationMs = (Date.now() - started) / NAVIGATIONS;
    const result = await page.evaluate(readAudio);
    console.log(`navigations:        ${NAVIGATIONS} (links of the header and footer, history back and forward)`);
    console.log(`same <audio>:       ${result.sameElement ? 'yes' : 'NO'}`);
    console.log(`pause events:       ${result.pauses}`);
    console.log(`audio gap:          ${result.gapMs} ms`);
    console.log(`other audio events: ${result.events.filter((name) => name !== 'pause').join(', ') || 'none'}`);
    console.log(`played:             ${result.mediaSeconds.toFixed(2)} s of audio in ${result.wallSeconds.toFixed(2)} s (${Math.round(navigationMs)} ms a navigation)`);
    if (result.pauses !== 0 || result.gapMs !== 0 || !result.sameElement) process.exitCode = 1;
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}
