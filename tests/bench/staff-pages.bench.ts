// `npm run bench staff-pages`: how long an admin waits for the figures of 'Audience' and the list of
// 'Courriels envoyés', from the navigation to the data on screen, at phone size: a first visit
// (nothing cached) and a second one (the scripts cached), median of three each, with the requests
// the page made before its data came.
import { chromium } from '@playwright/test';
import { chromiumOptions, SKIP_SPLASH, startServer } from '../support/start-server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3330) + 10;
const SCREENS = [
  { path: '/admin-panel/audience', shown: '.audience-figures__value' },
  { path: '/admin-panel/courriels', shown: '.sent-mails, .empty-state' },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function run() {
  const server = await startServer(PORT, { LOG_LEVEL: 'warn' });
  const browser = await chromium.launch(chromiumOptions);
  try {
    console.log('screen                      first visit ms   second visit ms   requests before the data (first visit)');
    for (const screen of SCREENS) {
      const first: number[] = [];
      const second: number[] = [];
      let requests = 0;
      for (let run = 0; run < 3; run += 1) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
        await context.addInitScript(SKIP_SPLASH);
        const login = await context.request.post(`${server.url}/api/auth/login`, {
          data: { email: 'admin@radio-live.fr', password: 'admin-demo-2026' },
          headers: { Origin: server.url },
        });
        if (login.status() !== 200) throw new Error(`login: ${login.status()}`);
        for (const visit of [first, second]) {
          const page = await context.newPage();
          let made = 0;
          page.on('request', () => {
            made += 1;
          });
          const started = Date.now();
          await page.goto(server.url + screen.path);
          await page.locator(screen.shown).first().waitFor({ timeout: 30_000 });
          visit.push(Date.now() - started);
          if (visit === first && run === 0) requests = made;
          await page.close();
        }
        await context.close();
      }
      console.log(`${screen.path.padEnd(28)}${String(median(first)).padStart(15)}${String(median(second)).padStart(18)}   ${requests}`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}
