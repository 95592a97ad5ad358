// Offline writes with accounts: Léa's dedications and comments made offline reach the server exactly once
// when the network returns; and the online round trip through moderation.
import { messages } from '@station/shared';
import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { ADMIN, DEMO_PASSWORD, loginThroughModal, logoutThroughMenu } from './account-helpers.ts';
import { expect, test } from './fixtures.ts';
import { outboxKeys, serverLog, waitForServiceWorker } from './pwa-helpers.ts';

const LEA = 'lea.martin@example.org';
const SOPHIE = 'sophie.laurent@example.org';
const waitingButton = (page: Page, count: number) => page.getByRole('button', { name: `${count} envoi${count > 1 ? 's' : ''} en attente` });

/** An API client signed in as someone (the server's own view of what is stored). */
async function apiAs(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string, email: string, password: string): Promise<APIRequestContext> {
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  expect((await api.post('/api/auth/login', { data: { email, password } })).status()).toBe(200);
  return api;
}

async function sendDedication(page: Page, recipient: string, message: string) {
  const form = page.getByRole('form', { name: 'Envoyer une dédicace' });
  await form.getByLabel('Pour qui ?').fill(recipient);
  await form.getByLabel('Votre message').fill(message);
  await form.getByRole('button', { name: 'Envoyer la dédicace' }).click();
  await expect(form.getByLabel('Pour qui ?')).toHaveValue('');
}

async function sendComment(page: Page, text: string) {
  await page.getByLabel('Votre commentaire').fill(text);
  await page.getByRole('button', { name: 'Commenter', exact: true }).click();
  await expect(page.getByLabel('Votre commentaire')).toHaveValue('');
}

test("Léa's dedications and comments written offline reach the server once each", async ({ page, context, request, playwright, baseURL }) => {
  const stamp = Date.now();
  const article = (await (await request.get('/api/actualites')).json())[0] as { actualiteid: number; title: string };
  await page.goto(`/actualites/${article.actualiteid}`);
  await loginThroughModal(page, LEA, DEMO_PASSWORD);
  await waitForServiceWorker(page);
  await page.goto('/dedicaces');
  await expect(page.getByRole('form', { name: 'Envoyer une dédicace' }).getByLabel('De la part de')).toHaveValue('Léa Martin');
  await context.setOffline(true);

  const dedications = [`Pour Maman ${stamp}`, `Pour Papa ${stamp}`];
  for (const [index, message] of dedications.entries()) {
    await sendDedication(page, `Destinataire ${index}`, message);
  }
  await expect(page.getByText(messages.outboxQueued).first()).toBeVisible();
  await page.getByText(/^Mes Dédicaces/).click();
  await expect(page.getByText("En attente d'envoi")).toHaveCount(2);

  await page.goto(`/actualites/${article.actualiteid}`);
  const comments = [`Super article ${stamp}`, `Vivement la suite ${stamp}`];
  for (const text of comments) await sendComment(page, text);
  await expect(page.getByRole('list', { name: "Commentaires en attente d'envoi" }).getByRole('listitem')).toHaveCount(2);

  // A reload while still offline loses nothing.
  await page.reload();
  await expect(waitingButton(page, 4)).toBeVisible();
  const keys = await outboxKeys(page);
  expect(new Set(keys).size).toBe(4);

  const { last } = await serverLog(request);
  await context.setOffline(false);
  await expect(page.getByText(messages.outboxSent)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: /en attente$/ })).toHaveCount(0);

  const applied = (await serverLog(request, last)).requests.filter((entry) => entry.idempotencyKey && !entry.replayed);
  expect(applied.map((entry) => entry.idempotencyKey)).toEqual(keys);
  expect(applied.map((entry) => `${entry.method} ${entry.path} ${entry.status}`)).toEqual([
    'POST /api/dedicaces 201',
    'POST /api/dedicaces 201',
    'POST /api/comments 201',
    'POST /api/comments 201',
  ]);

  // Stored once each, as Léa's: in the moderator's pending list and in the admin's view of the article.
  const sophie = await apiAs(playwright, baseURL!, SOPHIE, DEMO_PASSWORD);
  const pending: Array<{ message: string; user_email: string }> = await (await sophie.get('/api/admin-animateur/dedicaces/pending')).json();
  for (const message of dedications) {
    expect(pending.filter((dedication) => dedication.message === message).map((dedication) => dedication.user_email)).toEqual([LEA]);
  }
  const admin = await apiAs(playwright, baseURL!, ADMIN.email, ADMIN.password);
  const stored: Array<{ comment_text: string; author_name: string; is_approved: boolean }> = await (await admin.get(`/api/comments/actualite/${article.actualiteid}`)).json();
  for (const text of comments) {
    expect(stored.filter((comment) => comment.comment_text === text).map((comment) => [comment.author_name, comment.is_approved])).toEqual([['Léa Martin', false]]);
  }
  // Léa sees them as hers, waiting for moderation.
  await expect(page.getByText(messages.commentPending)).toHaveCount(2);
  await Promise.all([sophie.dispose(), admin.dispose()]);
});

test('online: a dedication and a comment go through moderation to the public', async ({ page, request }) => {
  const stamp = Date.now();
  await page.goto('/dedicaces');
  // Logged out, sending opens the login modal.
  await page.getByRole('button', { name: 'Envoyer la dédicace' }).click();
  await expect(page.getByRole('dialog', { name: 'Connexion' })).toBeVisible();
  await page.keyboard.press('Escape');
  await loginThroughModal(page, LEA, DEMO_PASSWORD);
  const message = `Bonne fête Camille ${stamp}`;
  await sendDedication(page, 'Camille', message);
  await expect(page.getByText(messages.dedicationSent)).toBeVisible();
  await page.getByText(/^Mes Dédicaces/).click();
  await expect(page.getByRole('list', { name: 'Mes Dédicaces' }).or(page.locator('.community__collapsible')).getByText(message)).toBeVisible();
  await logoutThroughMenu(page);

  await loginThroughModal(page, SOPHIE, DEMO_PASSWORD);
  const pending = page.getByRole('list', { name: 'Dédicaces en attente' }).getByRole('listitem').filter({ hasText: message });
  await pending.getByRole('button', { name: 'Approuver' }).click();
  await expect(page.getByText(messages.dedicationApproved)).toBeVisible();
  await logoutThroughMenu(page);
  await expect(page.getByRole('list', { name: 'Dernières dédicaces' }).getByText(message)).toBeVisible();

  // A comment: pending for its author, approved by the admin, then public.
  const article = (await (await request.get('/api/actualites')).json())[0] as { actualiteid: number };
  await page.goto(`/actualites/${article.actualiteid}`);
  await expect(page.getByRole('button', { name: 'Connectez-vous pour commenter' })).toBeVisible();
  await loginThroughModal(page, LEA, DEMO_PASSWORD);
  const text = `Merci pour cet article ${stamp}`;
  await sendComment(page, text);
  await expect(page.getByText(messages.commentSent)).toBeVisible();
  const mine = page.getByRole('list', { name: 'Commentaires' }).getByRole('article').filter({ hasText: text });
  await expect(mine.getByText(messages.commentPending)).toBeVisible();
  await logoutThroughMenu(page);
  await expect(page.getByText(text)).toHaveCount(0);

  await loginThroughModal(page, ADMIN.email, ADMIN.password);
  await page.getByRole('list', { name: 'Commentaires' }).getByRole('article').filter({ hasText: text }).getByRole('button', { name: 'Approuver' }).click();
  await expect(page.getByText(messages.commentApproved)).toBeVisible();
  await logoutThroughMenu(page);
  await expect(page.getByRole('list', { name: 'Commentaires' }).getByText(text)).toBeVisible();
});

test("a write queued as Léa waits while Hugo is signed in, and goes once when Léa is back", async ({ page, request, playwright, baseURL }) => {
  const message = `Gardée pour Léa ${Date.now()}`;
  await page.goto('/dedicaces');
  await loginThroughModal(page, LEA, DEMO_PASSWORD);
  // The network fails for the outbox's writes only: the dedication is queued, as Léa's.
  await page.route('**/api/**', (route) => (route.request().headers()['idempotency-key'] ? route.abort('internetdisconnected') : route.continue()));
  await sendDedication(page, 'Camille', message);
  await expect(page.getByText(messages.outboxQueued)).toBeVisible();
  const [key] = await outboxKeys(page);
  await logoutThroughMenu(page);
  await loginThroughModal(page, 'hugo.bernard@example.org', DEMO_PASSWORD);
  await page.unrouteAll();

  // Hugo's session: the app replays the outbox (reload) but holds Léa's write, listed and cancellable.
  const { last } = await serverLog(request);
  await page.reload();
  await expect.poll(async () => (await serverLog(request, last)).requests.some((entry) => entry.path === '/api/auth/me')).toBe(true);
  await waitingButton(page, 1).click();
  await expect(page.getByRole('list', { name: 'Envois en attente' })).toContainText('autre compte');
  await expect(page.getByRole('button', { name: 'Annuler : Dédicace pour Camille' })).toBeVisible();
  expect((await serverLog(request, last)).requests.filter((entry) => entry.idempotencyKey === key)).toEqual([]);

  // Léa signs in again: it is sent, once, as hers.
  await logoutThroughMenu(page);
  await loginThroughModal(page, LEA, DEMO_PASSWORD);
  await expect(page.getByText(messages.outboxSent)).toBeVisible({ timeout: 15_000 });
  const sent = (await serverLog(request, last)).requests.filter((entry) => entry.idempotencyKey === key && !entry.replayed);
  expect(sent.map((entry) => `${entry.method} ${entry.path} ${entry.status}`)).toEqual(['POST /api/dedicaces 201']);
  const sophie = await apiAs(playwright, baseURL!, SOPHIE, DEMO_PASSWORD);
  const pending: Array<{ message: string; user_email: string }> = await (await sophie.get('/api/admin-animateur/dedicaces/pending')).json();
  expect(pending.filter((dedication) => dedication.message === message).map((dedication) => dedication.user_email)).toEqual([LEA]);
  await sophie.dispose();
});
