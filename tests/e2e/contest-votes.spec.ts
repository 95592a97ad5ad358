// Contest votes on /concours-talents: one free vote per
// contest and day, talents refused, visitors prompted to log in (then the remembered vote is cast),
// premium explained as not available, and an offline vote that reaches the server exactly once.
import { messages } from '@station/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, openLogin } from './account-helpers.ts';
import { expect, test } from './fixtures.ts';
import { serverLog, waitForServiceWorker } from './pwa-helpers.ts';

interface Entry {
  soumissionid: number;
  concours_id: number;
  description: string;
  total_votes: number;
}

/** The entries of the open contests, grouped by contest (the seed has two open contests). */
async function openEntries(request: APIRequestContext) {
  const contests: Array<{ concoursid: number }> = await (await request.get('/api/concours?status=active')).json();
  const entries: Entry[] = await (await request.get('/api/soumissions-concours')).json();
  return contests.map((contest) => entries.filter((entry) => entry.concours_id === contest.concoursid)).filter((group) => group.length > 0);
}
const totalOf = async (request: APIRequestContext, id: number) =>
  ((await (await request.get('/api/soumissions-concours')).json()) as Entry[]).find((entry) => entry.soumissionid === id)!.total_votes;
const votes = (count: number) => `${count} vote${count > 1 ? 's' : ''}`;
/** The entry's row in the ranking (descriptions are unique in the seed; names are not). */
const row = (page: Page, entry: Entry) => page.locator('.contest-entry').filter({ hasText: entry.description });

async function signIn(page: Page, email: string, talent = false) {
  const dialog = await openLogin(page);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  if (talent) await dialog.getByLabel('Je suis un talent (artiste)').check();
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  await expect(dialog).toBeHidden();
}

test('Léa votes once a day per contest, and premium voting explains it is not available', async ({ page, request }) => {
  const [[first, second]] = await openEntries(request);
  await page.goto('/concours-talents');
  await signIn(page, 'lea.martin@example.org');
  await expect(row(page, first!)).toContainText(votes(first!.total_votes));
  await row(page, first!).getByRole('button', { name: /^Vote Gratuit/ }).click();
  await expect(page.getByText(messages.voteThanks)).toBeVisible();
  await expect(row(page, first!)).toContainText(votes(first!.total_votes + 1));
  expect(await totalOf(request, first!.soumissionid)).toBe(first!.total_votes + 1);

  // Another entry of the same contest, the same day: refused, nothing stored.
  await row(page, second!).getByRole('button', { name: /^Vote Gratuit/ }).click();
  await expect(page.getByText(messages.voteAlreadyUsed)).toBeVisible();
  expect(await totalOf(request, second!.soumissionid)).toBe(second!.total_votes);

  await row(page, second!).getByRole('button', { name: /^Vote Premium/ }).click();
  await expect(page.getByText(messages.premiumVoteUnavailable)).toBeVisible();
  expect(await totalOf(request, second!.soumissionid)).toBe(second!.total_votes);
});

test('a talent is told talents cannot vote', async ({ page, request }) => {
  const [[entry]] = await openEntries(request);
  await page.goto('/concours-talents');
  await signIn(page, 'nina.rose@example.org', true);
  await row(page, entry!).getByRole('button', { name: /^Vote Gratuit/ }).click();
  await expect(page.getByText('Les talents ne peuvent pas voter.')).toBeVisible();
  expect(await totalOf(request, entry!.soumissionid)).toBe(entry!.total_votes);
});

test('a visitor gets the login prompt, and the remembered vote is cast once signed in', async ({ page, request }) => {
  const [[, , third]] = await openEntries(request);
  const entry = third!;
  await page.goto('/concours-talents');
  await row(page, entry).getByRole('button', { name: /^Vote Gratuit/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Connexion' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email').fill('hugo.bernard@example.org');
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText(messages.voteThanks)).toBeVisible();
  await expect(row(page, entry)).toContainText(votes(entry.total_votes + 1));
  expect(await totalOf(request, entry.soumissionid)).toBe(entry.total_votes + 1);
});

test('a vote made offline reaches the server exactly once after a reload and the return of the network', async ({ page, context, request }) => {
  const [, [entry]] = await openEntries(request);
  await page.goto('/concours-talents');
  await signIn(page, 'lea.martin@example.org');
  await waitForServiceWorker(page);
  const { last } = await serverLog(request);
  await context.setOffline(true);
  await row(page, entry!).getByRole('button', { name: /^Vote Gratuit/ }).click();
  await expect(page.getByText(messages.outboxQueued)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: '1 envoi en attente' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText(messages.outboxSent)).toBeVisible({ timeout: 15_000 });

  const posted = (await serverLog(request, last)).requests.filter((logged) => logged.method === 'POST' && logged.path === '/api/votes');
  expect(posted.filter((logged) => !logged.replayed).map((logged) => logged.status)).toEqual([201]);
  expect(await totalOf(request, entry!.soumissionid)).toBe(entry!.total_votes + 1);
  await expect(row(page, entry!)).toContainText(votes(entry!.total_votes + 1));
});
