// An unconfirmed address is refused the same way wherever the rule applies: the same words and the
// same 'Renvoyer le lien' button on a comment, a dedication and a vote, and the button mails a new link.
import { mailMessages } from '@station/shared';
import type { SentMail } from '@station/shared';
import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { ADMIN, uniqueEmail } from './account-helpers.ts';
import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const refusal = (page: Page) => page.locator('[data-sonner-toast]').filter({ hasText: mailMessages.emailNotVerified });

/** The refusal is on screen with its button (each page is a fresh load: no toast is left from the last one). */
async function expectRefusal(page: Page) {
  await expect(refusal(page)).toBeVisible();
  await expect(refusal(page).getByRole('button', { name: 'Renvoyer le lien' })).toBeVisible();
}

async function confirmationMailsTo(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string, email: string): Promise<number> {
  const admin: APIRequestContext = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  expect((await admin.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
  const { mails } = (await (await admin.get('/api/mails')).json()) as { mails: SentMail[] };
  await admin.dispose();
  return mails.filter((mail) => mail.to === email && (mail.text ?? '').includes('/confirmer-email')).length;
}

test('an unconfirmed listener sees one refusal with "Renvoyer le lien" on a comment, a dedication and a vote', async ({ page, request, playwright, baseURL }) => {
  const email = uniqueEmail('unconfirmed');
  const headers = { Origin: baseURL! };
  expect((await page.request.post('/api/users', { data: { nom: 'Roux', prenom: 'Inès', email, password: 'ondes-2026' }, headers })).status()).toBe(201);
  expect((await page.request.post('/api/auth/login', { data: { email, password: 'ondes-2026' }, headers })).status()).toBe(200);

  // A comment under a news article.
  const article = (await (await request.get('/api/actualites')).json())[0] as { actualiteid: number };
  await page.goto(`/actualites/${article.actualiteid}`);
  await page.getByLabel('Votre commentaire').fill('Bravo pour cet article');
  await page.getByRole('button', { name: 'Commenter', exact: true }).click();
  await expectRefusal(page);

  // A dedication.
  await page.goto('/dedicaces');
  const form = page.getByRole('form', { name: 'Envoyer une dédicace' });
  await form.getByLabel('Pour qui ?').fill('Maman');
  await form.getByLabel('Votre message').fill('Une chanson pour toi');
  await form.getByRole('button', { name: 'Envoyer la dédicace' }).click();
  await expectRefusal(page);

  // A vote.
  await page.goto('/concours-talents');
  await page.getByRole('button', { name: /^Vote Gratuit/ }).first().click();
  await expectRefusal(page);

  // The button mails a new confirmation link.
  await expect.poll(() => confirmationMailsTo(playwright, baseURL!, email)).toBe(1);
  await refusal(page).getByRole('button', { name: 'Renvoyer le lien' }).click();
  await expect(page.getByText(mailMessages.verificationSent)).toBeVisible();
  await expect.poll(() => confirmationMailsTo(playwright, baseURL!, email)).toBe(2);
});
