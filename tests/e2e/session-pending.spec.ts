// A signed-in listener opening a page that needs an account never reads 'Connexion requise' while
// the session is being read: the page shows a neutral placeholder until the server has answered.
import { DEMO_PASSWORD } from './account-helpers.ts';
import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const LEA = 'lea.martin@example.org';

for (const path of ['/playlists', '/inscription-concours']) {
  test(`a signed-in listener never sees "Connexion requise" on ${path}`, async ({ page, baseURL }) => {
    // Signed in by the cookie alone: the device's display copy of the account is empty (storage
    // cleared, or another tab's login), so only the server's answer says who this is.
    expect((await page.request.post('/api/auth/login', { data: { email: LEA, password: DEMO_PASSWORD }, headers: { Origin: baseURL! } })).status()).toBe(200);
    // Installed before the page's own scripts: notes every text the page ever shows.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { __seenLoginRequired: seen });
      new MutationObserver(() => {
        const text = document.body?.innerText ?? '';
        if (/Connexion requise/i.test(text)) seen.push(text.slice(0, 200));
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    // The session's answer held back until the page is on screen, as on a busy machine.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/auth/me', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    release();
    // The page then shows what Léa (a listener, not an artist) is meant to see.
    await expect(page.getByText(path === '/playlists' ? 'Nouvelle playlist' : 'Profil artiste requis')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __seenLoginRequired: string[] }).__seenLoginRequired)).toEqual([]);
  });
}
