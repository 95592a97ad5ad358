// Twenty writes made offline by a signed-in listener (dedications,
// comments, likes and a vote) reach the server exactly once, in the order they were made, even with
// a reload in between and a first replay that fails halfway.
import { messages } from '@station/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, loginThroughModal } from './account-helpers.ts';
import { expect, test } from './fixtures.ts';
import { failReplayAtWrite, outboxKeys, serverLog, waitForServiceWorker } from './pwa-helpers.ts';

// A demo listener no other browser test signs in as: their free vote of the day is still unused.
const LUCAS = 'lucas.durand@example.org';
const waitingButton = (page: Page, count: number) => page.getByRole('button', { name: `${count} envoi${count > 1 ? 's' : ''} en attente` });
const getJson = async <T>(request: APIRequestContext, path: string): Promise<T> => (await request.get(path)).json();

test('twenty writes of a signed-in listener made offline (dedications, comments, likes, a vote) reach the server once each, in order', async ({ page, context, request }) => {
  test.slow(); // four pages visited online, twenty writes offline, two replays: one long story
  const stamp = Date.now();
  const [article] = await getJson<Array<{ actualiteid: number }>>(request, '/api/actualites');
  const [contest] = await getJson<Array<{ concoursid: number }>>(request, '/api/concours?status=active');
  const entries = await getJson<Array<{ soumissionid: number; concours_id: number; description: string; total_votes: number }>>(request, '/api/soumissions-concours');
  const entry = entries.find((candidate) => candidate.concours_id === contest.concoursid)!;

  await page.goto('/dedicaces');
  await loginThroughModal(page, LUCAS, DEMO_PASSWORD);
  await waitForServiceWorker(page);
  // Every page the test writes from, visited once online so it opens offline.
  for (const path of [`/actualites/${article.actualiteid}`, '/mixes', '/concours-talents', '/dedicaces']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await context.setOffline(true);

  // 2 dedications.
  const form = page.getByRole('form', { name: 'Envoyer une dédicace' });
  for (const recipient of ['Maman', 'Papa']) {
    await form.getByLabel('Pour qui ?').fill(recipient);
    await form.getByLabel('Votre message').fill(`Bisous de Lucas ${stamp}`);
    await form.getByRole('button', { name: 'Envoyer la dédicace' }).click();
    await expect(form.getByLabel('Pour qui ?')).toHaveValue('');
  }
  // 2 comments.
  await page.goto(`/actualites/${article.actualiteid}`);
  for (const text of [`Bravo ${stamp}`, `Encore ${stamp}`]) {
    await page.getByLabel('Votre commentaire').fill(text);
    await page.getByRole('button', { name: 'Commenter', exact: true }).click();
    await expect(page.getByLabel('Votre commentaire')).toHaveValue('');
  }
  // 15 likes: like, unlike, like again each of the five mixes.
  await page.goto('/mixes');
  const likes = page.getByRole('button', { name: /^J'aime : / });
  await expect(likes).toHaveCount(5);
  for (const pressed of [true, false, true]) {
    for (let index = 0; index < 5; index++) {
      await likes.nth(index).click();
      await expect(likes.nth(index)).toHaveAttribute('aria-pressed', String(pressed));
    }
  }
  // 1 free vote.
  await page.goto('/concours-talents');
  await page.locator('.contest-entry').filter({ hasText: entry.description }).getByRole('button', { name: /^Vote Gratuit/ }).click();
  await expect(page.getByText(messages.outboxQueued).first()).toBeVisible();

  // A reload, still offline, loses nothing.
  await page.reload();
  await expect(waitingButton(page, 20)).toBeVisible();
  const keys = await outboxKeys(page);
  expect(new Set(keys).size).toBe(20);

  // Back online, the first replay fails halfway: the 10th write arrives but its answer is lost and
  // the network drops again for the rest of that attempt.
  const { last } = await serverLog(request);
  const replay = await failReplayAtWrite(page, 10);
  await context.setOffline(false);
  await replay.failed;
  await expect(waitingButton(page, 11)).toBeVisible({ timeout: 15_000 });
  await page.unrouteAll({ behavior: 'wait' });
  await page.reload();
  await expect(page.getByText(messages.outboxSent)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: /en attente$/ })).toHaveCount(0);

  // The server applied each key once, in order; only the 10th came twice and was answered from the
  // stored first answer.
  const received = (await serverLog(request, last)).requests.filter((logged) => logged.idempotencyKey);
  const applied = received.filter((logged) => !logged.replayed);
  expect(applied.map((logged) => logged.idempotencyKey)).toEqual(keys);
  expect(received.filter((logged) => logged.replayed).map((logged) => logged.idempotencyKey)).toEqual([keys[9]]);
  expect(applied.map((logged) => `${logged.method} ${logged.path} ${logged.status}`)).toEqual([
    ...Array(2).fill('POST /api/dedicaces 201'),
    ...Array(2).fill('POST /api/comments 201'),
    ...Array(5).fill('POST /api/likes 201'),
    ...Array(5).fill('DELETE /api/likes 200'),
    ...Array(5).fill('POST /api/likes 201'),
    'POST /api/votes 201',
  ]);
  // And the vote counted once.
  const after = await getJson<typeof entries>(request, '/api/soumissions-concours');
  expect(after.find((candidate) => candidate.soumissionid === entry.soumissionid)!.total_votes).toBe(entry.total_votes + 1);
});
