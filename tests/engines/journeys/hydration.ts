// Server-rendered pages opened from the address bar hydrate without an error: the app marks
// <html data-hydrated="true"> once the browser has taken the page over, and neither the driver's
// console channel (Chromium, Firefox) nor the page's own recorder heard an error; every icon on
// screen is drawn from the sprite.
import type { Journey, Page } from '../engine.ts';
import { waitIconsDrawn } from './icons.ts';

const PAGES = ['/', '/actualites', '/programme-calendrier', '/mixes', '/concours-talents'];

interface Recorded { errors: string[] }

/** In the page: records uncaught errors, unhandled rejections and console.error calls. */
function installErrorRecorder() {
  const target = window as unknown as { __engineErrors?: string[] };
  if (target.__engineErrors) return;
  const errors: string[] = [];
  target.__engineErrors = errors;
  // Resource load failures do not bubble to window: only script errors land here.
  addEventListener('error', (event) => errors.push(`error: ${event.message}`));
  addEventListener('unhandledrejection', (event) => errors.push(`unhandledrejection: ${String(event.reason?.stack ?? event.reason)}`));
  const original = console.error;
  console.error = (...args: unknown[]) => {
    errors.push(`console.error: ${args.map((arg) => (arg instanceof Error ? arg.stack ?? arg.message : String(arg))).join(' ')}`);
    original.apply(console, args);
  };
}

async function openAndWaitHydrated(page: Page, path: string, early: boolean) {
  await page.goto(path);
  // WebKit's classic WebDriver has no script before the page's own, and no console channel: the
  // recorder goes in as soon as the navigation returns (the load event). What happened before it
  // (module evaluation, the hydration itself when it ended before load) is not heard there; what
  // is heard is everything after: late hydration of Suspense parts, the first data queries, the
  // idle callback that marks the page hydrated.
  if (!early) await page.eval(installErrorRecorder);
  await page
    .waitFor(`${path} hydrated`, (path: string) => location.pathname === path && document.documentElement.dataset.hydrated === 'true', [path], 30_000)
    .catch(async (error: Error) => {
      const seen = await page.eval(() => `${location.href} ${document.readyState} h1:${document.querySelector('h1')?.textContent}`).catch((e: Error) => e.message);
      throw new Error(`${error.message}; the page: ${seen}`);
    });
}

export const hydration: Journey = {
  name: 'server-rendered pages hydrate without an error',
  async run(page) {
    const early = await page.driver.addInitScript(installErrorRecorder.toString());
    if (!early) console.log(`    [${page.engine}] no script before the page's own (classic WebDriver): errors are recorded from the load event on`);
    const problems: string[] = [];
    for (const path of PAGES) {
      await openAndWaitHydrated(page, path, early);
      // The server really rendered it: the raw HTML already holds the page's heading.
      const html = await page.eval(async (path: string) => (await fetch(path, { headers: { Accept: 'text/html' } })).text(), path);
      if (!/<h1[\s>]/.test(html)) problems.push(`${path}: the server's HTML has no <h1>`);
      const recorded = await page.eval((): Recorded => ({ errors: (window as unknown as { __engineErrors?: string[] }).__engineErrors ?? [] }));
      const heard = page.driver.consoleErrors() ?? [];
      for (const error of new Set([...heard, ...recorded.errors])) problems.push(`${path}: ${error}`);
      await waitIconsDrawn(page, path);
    }
    if (problems.length) throw new Error(`errors while hydrating:\n      ${problems.join('\n      ')}`);
  },
};
