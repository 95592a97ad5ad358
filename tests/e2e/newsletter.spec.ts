import { messages, newsletterMessages } from '@station/shared';
import { expect, test } from './fixtures.ts';

test('the footer newsletter form stores an address once', async ({ page }) => {
  const email = `auditeur-${Date.now()}@example.com`;
  await page.goto('/actualites');
  const footer = page.getByRole('contentinfo');
  const field = footer.getByRole('textbox', { name: 'Adresse email' });

  await field.fill(email);
  await footer.getByRole('button', { name: "S'abonner" }).click();
  await expect(footer.getByRole('status')).toHaveText(newsletterMessages.confirmSent);
  await expect(field).toHaveValue('');

  // The second answer proves the first was stored (the admin export is in accounts-admin.spec.ts).
  await field.fill(email.toUpperCase());
  await footer.getByRole('button', { name: "S'abonner" }).click();
  await expect(footer.getByRole('status')).toHaveText(newsletterMessages.pendingResent);
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
