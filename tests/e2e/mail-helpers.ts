// The demo's mails: without SMTP they stay in the database, and an admin reads them on
// 'Courriels envoyés'. These helpers sign an admin in a second browser and take a link from there.
import { type Browser, type Page, expect } from '@playwright/test';
import { ADMIN, loginThroughModal } from './account-helpers.ts';

/** Opens 'Courriels envoyés' as the admin, in a browser of its own, and returns the link of the newest mail to `to` with that path. */
export async function linkFromSentMails(browser: Browser, baseURL: string, to: string, path: string): Promise<string> {
  // A desktop browser of the admin's own, whatever the test's device.
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  await context.addInitScript(() => sessionStorage.setItem('splashSeen', '1'));
  const page = await context.newPage();
  try {
    await page.goto('/');
    await loginThroughModal(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin-panel');
    await page.getByRole('link', { name: /Courriels envoyés/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Courriels envoyés' })).toBeVisible();
    return await newestLink(page, to, path);
  } finally {
    await context.close();
  }
}

async function newestLink(page: Page, to: string, path: string): Promise<string> {
  const mail = page.getByRole('list', { name: 'Courriels' }).getByRole('listitem').filter({ hasText: to }).first();
  // The sender works outside the request: the page is refreshed until the mail is there.
  await expect(async () => {
    await page.getByRole('button', { name: 'Actualiser' }).click();
    await expect(mail.locator(`a[href*="${path}"]`)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  return (await mail.locator(`a[href*="${path}"]`).getAttribute('href'))!;
}
