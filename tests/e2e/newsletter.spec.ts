import { messages, newsletterMessages, type SentMailList } from '@station/shared';
import type { APIRequestContext } from '@playwright/test';
import { ADMIN } from './account-helpers.ts';
import { expect, test } from './fixtures.ts';

/** The subjects of the mails to `to`, oldest first, read as the admin on 'Courriels envoyés' (the demo keeps them). */
async function subjectsTo(request: APIRequestContext, baseURL: string, to: string): Promise<string[]> {
  expect((await request.post('/api/auth/login', { data: ADMIN, headers: { Origin: baseURL } })).status()).toBe(200);
  const { mails } = (await (await request.get('/api/mails')).json()) as SentMailList;
  return mails.filter((mail) => mail.to === to).sort((a, b) => a.id - b.id).map((mail) => mail.subject);
}

test('the footer newsletter form answers every address alike; the mails tell a new address from a subscriber', async ({ page, request, baseURL }) => {
  const email = `auditeur-${Date.now()}@example.com`;
  await page.goto('/actualites');
  const footer = page.getByRole('contentinfo');
  const field = footer.getByRole('textbox', { name: 'Adresse email' });

  await field.fill(email);
  await footer.getByRole('button', { name: "S'abonner" }).click();
  await expect(footer.getByRole('status')).toHaveText(newsletterMessages.signUpAnswered);
  await expect(field).toHaveValue('');
  const confirm = 'Confirmez votre abonnement à la newsletter — Radio Live';
  // The mail leaves after the answer: the admin's list is read again until it is there.
  await expect.poll(() => subjectsTo(request, baseURL!, email)).toEqual([confirm]);

  // Subscribed (its link followed), the address gets the same answer on the page, and a mail that says so.
  const { mails } = (await (await request.get('/api/mails')).json()) as SentMailList;
  const link = new URL(/https?:\/\/\S+\/newsletter\/confirmer\?token=\S+/.exec(mails.find((mail) => mail.to === email)!.text!)![0]);
  // The demo's links go to the server's own address.
  expect(link.origin).toBe(new URL(baseURL!).origin);
  await page.goto(link.href);
  await expect(page.getByRole('status')).toContainText('Votre abonnement à la newsletter est confirmé');
  await field.fill(email.toUpperCase());
  await footer.getByRole('button', { name: "S'abonner" }).click();
  await expect(footer.getByRole('status')).toHaveText(newsletterMessages.signUpAnswered);
  await expect.poll(() => subjectsTo(request, baseURL!, email)).toEqual([confirm, 'Vous êtes déjà abonné(e) à la newsletter — Radio Live']);
});

test('the newsletter form refuses a malformed address in French and keeps it', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const field = footer.getByRole('textbox', { name: 'Adresse email' });
  await field.fill('pas-une-adresse');
  await footer.getByRole('button', { name: "S'abonner" }).click();
  await expect(footer.getByRole('alert')).toHaveText(messages.newsletterInvalidEmail);
  await expect(field).toHaveValue('pas-une-adresse');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
});

test('the API refuses a malformed address with the French message', async ({ request, baseURL }) => {
  // Browsers send Origin with every POST; the API refuses writes from elsewhere.
  const response = await request.post('/api/newsletter', { data: { email: 'pas-une-adresse', source: 'footer' }, headers: { Origin: baseURL! } });
  expect(response.status()).toBe(400);
  expect((await response.json()).error).toBe(messages.newsletterInvalidEmail);
});
