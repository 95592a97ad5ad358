// Debian's Firefox ESR through puppeteer-core over WebDriver BiDi (no geckodriver).
import puppeteer from 'puppeteer-core';
import { type Driver, PHONE } from './engine.ts';

export async function openFirefox(): Promise<Driver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: process.env.FIREFOX_PATH || '/usr/bin/firefox-esr',
    headless: true,
    // A test machine has no sound card: there Firefox's audio sink fails (MediaError 3,
    // "OnMediaSinkAudioError") whatever the format. Its mock audio backend (outside the sandbox)
    // stands in for one, as a listener's device has.
    extraPrefsFirefox: { 'intl.accept_languages': 'fr-FR, fr', 'media.cubeb.force_mock_context': true, 'media.cubeb.sandbox': false },
  });
  const page = await browser.newPage();
  await page.setViewport(PHONE);
  let errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(String(error)));
  return {
    goto: async (url) => {
      errors = [];
      // Firefox reports a navigation that replaces a page still loading (its service worker's first
      // claim, a late redirect) as NS_BINDING_ABORTED; the page that then loads is the one asked for.
      await page.goto(url).catch(async (error: Error) => {
        if (!error.message.includes('NS_BINDING_ABORTED')) throw error;
        await page.waitForFunction((href: string) => location.href === href && document.readyState === 'complete', {}, url);
      });
    },
    run: <T>(source: string, args: unknown[]) => page.evaluate(`(${source})(...${JSON.stringify(args)})`) as Promise<T>,
    click: (css) => page.click(css),
    press: async (css, key) => {
      await page.focus(css);
      await page.keyboard.press(key);
    },
    type: (css, text) => page.type(css, text),
    addInitScript: async (source) => {
      await page.evaluateOnNewDocument(`(${source})()`);
      return true;
    },
    back: async () => void (await page.goBack()),
    reload: async () => void (await page.reload()),
    consoleErrors: () => errors,
    close: () => browser.close(),
  };
}
