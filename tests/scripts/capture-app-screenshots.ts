// `npx tsx tests/scripts/capture-app-screenshots.ts`: the manifest's screenshots (narrow and wide),
// real captures of the built app on its demo content, written to apps/web/public/app-screenshots/.
// Run after `npm run build` when the home page changes noticeably; the PNGs are committed.
import path from 'node:path';
import { chromium } from '@playwright/test';
import { SKIP_SPLASH, chromiumOptions, startServer } from '../support/start-server.ts';

const out = path.resolve(import.meta.dirname, '../../apps/web/public/app-screenshots');
const server = await startServer(Number(process.env.PORT ?? 3230));
const browser = await chromium.launch(chromiumOptions);
try {
  for (const [name, viewport] of [
    ['narrow', { width: 390, height: 844 }],
    ['wide', { width: 1280, height: 800 }],
  ] as const) {
    const context = await browser.newContext({ viewport, locale: 'fr-FR', timezoneId: 'Europe/Paris', serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.addInitScript(SKIP_SPLASH);
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { name: 'Notre Programmation' }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(out, `${name}.png`) });
    await context.close();
    console.log(`${name}.png ${viewport.width}x${viewport.height}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
