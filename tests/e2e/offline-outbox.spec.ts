// Writes made offline wait in the outbox (seen, cancellable) and reach the server exactly
// once, in order, after a reload and a first replay that fails halfway. Likes and the newsletter
// are the writes a visitor has today; dedications, comments and votes plug into the same outbox.
import { messages, type SentMailList } from '@station/shared';
import { ADMIN } from './account-helpers.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { failReplayAtWrite, outboxKeys, serverLog, waitForServiceWorker } from './pwa-helpers.ts';

const NEWSLETTER_QUEUED = 'Vous êtes hors ligne : votre inscription sera envoyée au retour de la connexion.';
const waitingButton = (page: Page, count: number) => page.getByRole('button', { name: `${count} envoi${count > 1 ? 's' : ''} en attente` });
const likeCount = async (request: APIRequestContext, mixid: number) =>
  (await (await request.get(`/api/likes/count/mix/${mixid}`)).json()).count as number;

async function mixCards(page: Page, request: APIRequestContext) {
  const mixes: Array<{ mixid: number; titre: string }> = await (await request.get('/api/mixes')).json();
  await page.goto('/mixes');
  const buttons = page.getByRole('button', { name: /^J'aime : / });
  await expect(buttons).toHaveCount(5);
  // The button's name is "J'aime : <title> <count>": its hidden text holds the title.
  const titles = (await buttons.evaluateAll((elements) => elements.map((element) => element.querySelector('.visually-hidden')!.textContent!))).map((label) => label.replace("J'aime : ", '').trim());
  return { buttons, ids: titles.map((title) => mixes.find((mix) => mix.titre === title)!.mixid) };
}

test('twenty writes made offline reach the server exactly once, in order, despite a reload and a replay that fails halfway', async ({ page, context, request, baseURL }) => {
  const { buttons, ids } = await mixCards(page, request);
  const before = await Promise.all(ids.map((id) => likeCount(request, id)));
  await waitForServiceWorker(page);
  await context.setOffline(true);

  // 15 likes: like, unlike, like again each of the five mixes (the order matters for the result).
  for (const round of [true, false, true]) {
    for (let index = 0; index < 5; index++) {
      await buttons.nth(index).click();
      await expect(buttons.nth(index)).toHaveAttribute('aria-pressed', String(round));
    }
  }
  // 5 newsletter subscriptions.
  const stamp = Date.now();
  const emails = Array.from({ length: 5 }, (_, index) => `hors-ligne-${index}-${stamp}@exemple.fr`);
  const footer = page.getByRole('contentinfo');
  for (const email of emails) {
    await footer.getByRole('textbox', { name: 'Adresse email' }).fill(email);
    await footer.getByRole('button', { name: "S'abonner" }).click();
    await expect(footer.getByText(NEWSLETTER_QUEUED)).toBeVisible();
    await expect(footer.getByRole('textbox', { name: 'Adresse email' })).toHaveValue('');
  }

  // The listener sees what waits, in order; a reload (still offline) loses nothing.
  await waitingButton(page, 20).click();
  const waitingList = page.getByRole('list', { name: 'Envois en attente' }).getByRole('listitem');
  await expect(waitingList).toHaveCount(20);
  await expect(waitingList.first()).toContainText("J'aime : ");
  await expect(waitingList.last()).toContainText(`Abonnement à la newsletter : ${emails[4]}`);
  await page.reload();
  await expect(waitingButton(page, 20)).toBeVisible();
  const keys = await outboxKeys(page);
  expect(new Set(keys).size).toBe(20);

  // Back online, but the first replay fails halfway: the 5th write reaches the server and its
  // answer is lost, and the network stays down for the rest of that attempt.
  const { last } = await serverLog(request);
  const replay = await failReplayAtWrite(page, 5);
  await context.setOffline(false);
  await replay.failed;
  await expect(waitingButton(page, 16)).toBeVisible();
  // The network comes back for good; the app starts again and replays the rest.
  await page.unrouteAll({ behavior: 'wait' });
  await page.reload();
  await expect(page.getByText(messages.outboxSent)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: /en attente$/ })).toHaveCount(0);

  // What the server received: each key applied once, in the order the writes were made; the 5th
  // came twice and its repeat was answered from the stored first answer.
  const received = (await serverLog(request, last)).requests.filter((entry) => entry.idempotencyKey);
  const applied = received.filter((entry) => !entry.replayed);
  expect(applied.map((entry) => entry.idempotencyKey)).toEqual(keys);
  expect(received.filter((entry) => entry.replayed).map((entry) => entry.idempotencyKey)).toEqual([keys[4]]);
  expect(applied.map((entry) => `${entry.method} ${entry.path} ${entry.status}`)).toEqual([
    ...Array(5).fill('POST /api/likes 201'),
    ...Array(5).fill('DELETE /api/likes 200'),
    ...Array(5).fill('POST /api/likes 201'),
    ...Array(5).fill('POST /api/newsletter 202'),
  ]);
  // And what it stores: one more like on each mix, each address subscribed.
  expect(await Promise.all(ids.map((id) => likeCount(request, id)))).toEqual(before.map((count) => count + 1));
  // Each address got its confirmation link once (double opt-in), read as the admin.
  expect((await request.post('/api/auth/login', { data: ADMIN, headers: { Origin: baseURL! } })).status()).toBe(200);
  await expect
    .poll(async () => {
      const { mails } = (await (await request.get('/api/mails')).json()) as SentMailList;
      return emails.map((email) => mails.filter((mail) => mail.to === email && mail.kind === 'newsletter_confirm').length);
    })
    .toEqual([1, 1, 1, 1, 1]);
  // The page shows the server's truth again.
  for (let index = 0; index < 5; index++) await expect(buttons.nth(index)).toHaveAttribute('aria-pressed', 'true');
});

test('a waiting write can be cancelled and is never sent', async ({ page, context, request }) => {
  const { buttons, ids } = await mixCards(page, request);
  const before = await likeCount(request, ids[0]);
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await buttons.nth(0).click();
  const toast = page.getByText(/^Hors ligne : « J'aime : .* » sera envoyé au retour de la connexion\.$/);
  await expect(toast).toBeVisible();
  // The toast sits below the offline banner: it never covers 'N envois en attente'.
  // (Polled: the toast slides in from above.)
  const banner = await page.getByRole('status', { name: 'État de la connexion' }).boundingBox();
  await expect.poll(async () => (await toast.boundingBox())!.y).toBeGreaterThanOrEqual(banner!.y + banner!.height);
  await waitingButton(page, 1).click();
  const { last } = await serverLog(request);
  await page.getByRole('button', { name: /^Annuler : J'aime : / }).click();
  await expect(page.getByRole('button', { name: /en attente$/ })).toHaveCount(0);

  await context.setOffline(false);
  await page.reload();
  await expect(buttons.nth(0)).toHaveAttribute('aria-pressed', 'false');
  expect(await likeCount(request, ids[0])).toBe(before);
  expect((await serverLog(request, last)).requests.filter((entry) => entry.idempotencyKey || (entry.path === '/api/likes' && entry.method !== 'GET'))).toEqual([]);
});

test('a like made online is sent at once and shows the new count', async ({ page, request }) => {
  const { buttons, ids } = await mixCards(page, request);
  const before = await likeCount(request, ids[1]);
  await expect(buttons.nth(1)).toContainText(String(before));
  await buttons.nth(1).click();
  await expect(buttons.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(buttons.nth(1)).toContainText(String(before + 1));
  expect(await likeCount(request, ids[1])).toBe(before + 1);
  await buttons.nth(1).click();
  await expect(buttons.nth(1)).toHaveAttribute('aria-pressed', 'false');
  await expect(buttons.nth(1)).toContainText(String(before));
});

test('a page opened with nothing waiting sends what another tab left in the outbox once the network is back', async ({ page, context, request }) => {
  const { ids } = await mixCards(page, request);
  const before = await likeCount(request, ids[2]);
  await waitForServiceWorker(page);
  // A second tab likes a mix offline, then closes: the first one had nothing to replay when it opened.
  const other = await context.newPage();
  const { buttons } = await mixCards(other, request);
  await context.setOffline(true);
  await buttons.nth(2).click();
  await expect(other.getByText(/^Hors ligne : « J'aime : .* » sera envoyé au retour de la connexion\.$/)).toBeVisible();
  await other.close();
  await expect(waitingButton(page, 1)).toBeVisible();
  await context.setOffline(false);
  await expect.poll(() => likeCount(request, ids[2])).toBe(before + 1);
  await expect(page.getByRole('button', { name: /en attente$/ })).toHaveCount(0);
});
