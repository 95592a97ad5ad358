// Confirmed addresses: a new listener cannot vote until the address is confirmed;
// the confirmation link is read on the demo's 'Courriels envoyés' (no SMTP in the demo), followed,
// and the vote then counts.
import { mailMessages, messages } from '@station/shared';
import { linkFromSentMails } from './mail-helpers.ts';
import { openLogin, uniqueEmail } from './account-helpers.ts';
import { expect, test } from './fixtures.ts';

test('a new listener confirms the address from the demo mails, then votes', async ({ page, browser, request, baseURL }) => {
  test.slow(); // a registration, two sign-ins (one an admin reading the mails), a confirmation and a vote: one long story
  const email = uniqueEmail('verif');
  // Registration through the modal.
  await page.goto('/concours-talents');
  let dialog = await openLogin(page);
  await dialog.getByRole('button', { name: "S'inscrire" }).click();
  dialog = page.getByRole('dialog', { name: 'Inscription' });
  await dialog.getByLabel('Prénom').fill('Maël');
  await dialog.getByLabel('Nom', { exact: true }).fill('Garnier');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Mot de passe', { exact: true }).fill('ondes-2026');
  await dialog.getByLabel('Confirmer le mot de passe', { exact: true }).fill('ondes-2026');
  await dialog.getByRole('button', { name: "S'inscrire" }).click();
  dialog = page.getByRole('dialog', { name: 'Merci pour votre inscription !' });
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  dialog = page.getByRole('dialog', { name: 'Connexion' });
  await dialog.getByLabel('Mot de passe', { exact: true }).fill('ondes-2026');
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  await expect(dialog).toBeHidden();

  // Not confirmed yet: the banner says why, and the vote is refused with the same words.
  const banner = page.getByRole('region', { name: 'Email à confirmer' });
  await expect(banner).toContainText(mailMessages.emailNotVerified);
  type Entry = { concours_id: number; soumissionid: number; description: string; total_votes: number };
  const contests: Array<{ concoursid: number }> = await (await request.get('/api/concours?status=active')).json();
  const entries: Entry[] = await (await request.get('/api/soumissions-concours')).json();
  const entry = entries.find((e) => e.concours_id === contests[0]!.concoursid)!;
  const row = page.locator('.contest-entry').filter({ hasText: entry.description });
  await row.getByRole('button', { name: /^Vote Gratuit/ }).click();
  const refusal = page.locator('[data-sonner-toast]').filter({ hasText: mailMessages.emailNotVerified });
  await expect(refusal).toBeVisible();
  const after: typeof entries = await (await request.get('/api/soumissions-concours')).json();
  expect(after.find((e) => e.soumissionid === entry.soumissionid)!.total_votes).toBe(entry.total_votes);

  // 'Renvoyer le lien' (in the refusal) sends a second mail; the newest link confirms the address.
  await refusal.getByRole('button', { name: 'Renvoyer le lien' }).click();
  await expect(page.getByText(mailMessages.verificationSent)).toBeVisible();
  const link = await linkFromSentMails(browser, baseURL!, email, '/confirmer-email');
  await page.goto(link);
  await expect(page.getByRole('status')).toContainText(mailMessages.emailVerified);
  await expect(banner).toHaveCount(0);

  await page.getByRole('link', { name: 'Voter au concours' }).click();
  await row.getByRole('button', { name: /^Vote Gratuit/ }).click();
  await expect(page.getByText(messages.voteThanks)).toBeVisible();
});
