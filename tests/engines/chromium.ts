// Chromium through Playwright (Debian's /usr/bin/chromium), as the rest of the browser suite.
import { chromium } from '@playwright/test';
import { chromiumOptions } from '../support/start-server.ts';
import { type Driver, PHONE } from './engine.ts';

export async function openChromium(): Promise<Driver> {
  const browser = await chromium.launch(chromiumOptions);
  const context = await browser.newContext({ viewport: PHONE, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  const page = await context.newPage();
  let errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    goto: async (url) => {
      errors = [];
      await page.goto(url);
    },
    run: (source, args) => page.evaluate(`(${source})(...${JSON.stringify(args)})`),
    click: (css) => page.locator(css).first().click(),
    press: (css, key) => page.locator(css).first().press(key),
    type: (css, text) => page.locator(css).first().pressSequentially(text),
    addInitScript: async (source) => {
      await context.addInitScript(`(${source})()`);
      return true;
    },
    back: async () => void (await page.goBack()),
    reload: async () => void (await page.reload()),
    consoleErrors: () => errors,
    close: () => browser.close(),
  };
}
