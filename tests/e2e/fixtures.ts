// Shared fixtures for the browser tests.
// The startup splash shows once per browser session (sessionStorage flag set by the app when it
// leaves); tests start with that flag set so they do not wait 2 s each, except the splash test itself,
// which opts out with `test.use({ skipSplash: false })`.
import { test as base, expect } from '@playwright/test';

/** Same key as apps/web/src/ui/layout/splash-screen.tsx. */
const SPLASH_SEEN_KEY = 'splashSeen';

export const test = base.extend<{ skipSplash: boolean }>({
  skipSplash: [true, { option: true }],
  page: async ({ page, skipSplash }, use) => {
    if (skipSplash) {
      await page.addInitScript((key) => sessionStorage.setItem(key, '1'), SPLASH_SEEN_KEY);
    }
    await use(page);
  },
});

export { expect };
