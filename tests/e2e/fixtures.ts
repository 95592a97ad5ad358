// Shared fixtures for the browser tests.
// Each Playwright worker starts its own app server (production build, fresh in-memory PGlite with
// the demo content) on E2E_PORT + the worker's index, and points baseURL at it: workers run files
// side by side without seeing each other's accounts, likes, listeners or request logs.
// The startup splash shows once per browser session (sessionStorage flag set by the page when it
// leaves); tests start with that flag set so they do not wait 2 s each, except the splash test itself,
// which opts out with `test.use({ skipSplash: false })`.
// A page the server rendered is visible before its script has run: a tap then does
// nothing yet. Every page these tests open waits, after goto and reload, until the app has taken
// over (<html data-hydrated>), as a listener's next tap would come after it.
import { type Browser, type BrowserContext, type Page, type Response, test as base, expect } from '@playwright/test';
import { E2E_SERVER_ENV, type RunningServer, startServer } from '../support/start-server.ts';

/** Same key as apps/web/index.html's splash script. */
const SPLASH_SEEN_KEY = 'splashSeen';

async function untilHydrated(page: Page, response: Response | null) {
  if (!response || !(response.headers()['content-type'] ?? '').includes('text/html')) return;
  await page
    .locator('html[data-hydrated="true"], html:not(:has(#server-state))')
    .waitFor({ state: 'attached', timeout: 20_000 })
    // A page that navigated away meanwhile (a redirect, a closed page): the test's own checks decide.
    .catch(() => undefined);
}

export function waitForHydrationOn(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    // A test that asks for an early moment ('commit', 'domcontentloaded') looks at the page before it runs.
    if (options?.waitUntil === 'commit' || options?.waitUntil === 'domcontentloaded') return response;
    await untilHydrated(page, response);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await untilHydrated(page, response);
    return response;
  };
  return page;
}

function waitForHydrationIn(context: BrowserContext): BrowserContext {
  const newPage = context.newPage.bind(context);
  context.newPage = async () => waitForHydrationOn(await newPage());
  return context;
}

/** The first worker's port; worker N serves on E2E_PORT + N (tests/playwright.config.ts). */
const firstPort = Number(process.env.E2E_PORT ?? 3100);

export const test = base.extend<{ skipSplash: boolean }, { browser: Browser; appServer: RunningServer }>({
  skipSplash: [true, { option: true }],
  appServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern (none here).
    async ({}, use, workerInfo) => {
      const server = await startServer(firstPort + workerInfo.parallelIndex, E2E_SERVER_ENV);
      // A worker that dies without its teardown must not leave the port taken for the next one.
      const stopOnExit = () => void server.stop();
      process.once('exit', stopOnExit);
      await use(server);
      process.off('exit', stopOnExit);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ appServer }, use) => {
    await use(appServer.url);
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        return options?.javaScriptEnabled === false ? context : waitForHydrationIn(context);
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  // Without scripts nothing hydrates: the page is what the server sent.
  context: async ({ context, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? context : waitForHydrationIn(context));
  },
  page: async ({ page, skipSplash, javaScriptEnabled }, use) => {
    if (skipSplash) {
      await page.addInitScript((key) => sessionStorage.setItem(key, '1'), SPLASH_SEEN_KEY);
    }
    await use(javaScriptEnabled === false ? page : waitForHydrationOn(page));
  },
});

export { expect };
