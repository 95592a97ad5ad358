// Listeners' voices on everything. Comments on a mix through the moderation queue, a
// like on an emission, a shared link that opens on its card, and a playlist played in order.
import type { Browser, Page } from '@playwright/test';
import { ADMIN, DEMO_PASSWORD, loginThroughModal } from './account-helpers.ts';
import { expect, test } from './fixtures.ts';
import { invokeMediaAction, leavePlayer, playerBar, recordMediaSessionHandlers } from './player-helpers.ts';

const HUGO = 'hugo.bernard@example.org';
const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e4)}`;

async function newPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  await context.addInitScript(() => sessionStorage.setItem('splashSeen', '1'));
  return { context, page: await context.newPage() };
}

const firstCardTitle = async (page: Page) => (await page.getByRole('article').first().getByRole('heading').textContent())!.trim();

test('a listener comments on a mix, an admin approves it from the queue, a visitor sees it, the listener replies', async ({ page, browser, baseURL }) => {
  // Three people in three browsers.
  test.setTimeout(90_000);
  const text = `Quel set ! ${unique()}`;
  await page.goto('/mixes');
  await loginThroughModal(page, HUGO, DEMO_PASSWORD);
  const title = await firstCardTitle(page);
  await page.getByRole('button', { name: `Commentaires : ${title}` }).click();
  let panel = page.getByRole('dialog', { name: title });
  await panel.getByLabel('Votre commentaire').fill(text);
  await panel.getByRole('button', { name: 'Commenter' }).click();
  await expect(page.getByText('Commentaire envoyé! Il sera visible après modération.')).toBeVisible();
  let mine = panel.getByRole('article').filter({ hasText: text });
  await expect(mine.getByText('En attente de modération')).toBeVisible();
  // No reply to a pending comment.
  await expect(mine.getByRole('button', { name: 'Répondre' })).toBeDisabled();

  // The admin's header counts what waits; the queue takes the keyboard.
  const admin = await newPage(browser, baseURL);
  await admin.page.goto('/');
  await loginThroughModal(admin.page, ADMIN.email, ADMIN.password);
  await expect(admin.page.getByRole('banner').getByRole('link', { name: /^Admin \d+ en attente de modération$/ })).toBeVisible();
  await admin.page.goto('/moderation');
  const item = admin.page.getByRole('article').filter({ hasText: text });
  await expect(item).toContainText(`Commentaire sur le mix « ${title} »`);
  await item.click();
  await expect(item).toHaveAttribute('aria-current', 'true');
  await admin.page.keyboard.press('a');
  await expect(admin.page.getByText('Commentaire approuvé!')).toBeVisible();
  await expect(item).toBeHidden();
  await admin.context.close();

  const visitor = await newPage(browser, baseURL);
  await visitor.page.goto('/mixes');
  await visitor.page.getByRole('button', { name: `Commentaires : ${title}` }).click();
  const visitorPanel = visitor.page.getByRole('dialog', { name: title });
  await expect(visitorPanel.getByText(text)).toBeVisible();
  await expect(visitorPanel.getByRole('button', { name: 'Connectez-vous pour commenter' })).toBeVisible();
  await visitor.context.close();

  // Approved now: the listener can answer it; the reply waits for moderation in its turn.
  await page.reload();
  await page.getByRole('button', { name: `Commentaires : ${title}` }).click();
  panel = page.getByRole('dialog', { name: title });
  mine = panel.getByRole('article').filter({ hasText: text }).first();
  await expect(mine.getByText('En attente de modération')).toHaveCount(0);
  await mine.getByRole('button', { name: 'Répondre' }).click();
  await mine.getByLabel('Votre réponse').fill('Merci pour vos réponses');
  await mine.getByRole('button', { name: 'Répondre' }).last().click();
  await expect(page.getByText('Réponse envoyée! Elle sera visible après modération.')).toBeVisible();
  const reply = panel.getByRole('list', { name: 'Réponses' }).getByRole('article').filter({ hasText: 'Merci pour vos réponses' });
  await expect(reply.getByText('En attente de modération')).toBeVisible();
});

test('a listener likes an emission', async ({ page }) => {
  await page.goto('/emissions');
  await loginThroughModal(page, HUGO, DEMO_PASSWORD);
  const title = await firstCardTitle(page);
  const like = page.getByRole('button', { name: `J'aime : ${title}` });
  await expect(like.locator('.like-button__count')).toHaveText(/^\d+$/);
  if ((await like.getAttribute('aria-pressed')) === 'true') {
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
  }
  const before = Number(await like.locator('.like-button__count').textContent());
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like.locator('.like-button__count')).toHaveText(String(before + 1));
  // Stored for the account: still liked after a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: `J'aime : ${title}` })).toHaveAttribute('aria-pressed', 'true');
});

test('the share dialog copies a link that opens the page on the card', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/mixes');
  const cards = page.getByRole('article');
  await expect(cards.nth(2)).toBeVisible();
  // The last card: the link must scroll to it.
  const card = cards.last();
  const id = (await card.getAttribute('id'))!;
  const title = (await card.getByRole('heading').textContent())!.trim();
  await page.getByRole('button', { name: `Partager : ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Partager' });
  for (const network of ['Facebook', 'X', 'WhatsApp', 'LinkedIn', 'Telegram']) await expect(dialog.getByRole('link', { name: network, exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Copier le lien' }).click();
  await expect(page.getByText('Lien copié dans le presse-papier!')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  const mixid = id.replace('nos-mixes-', '');
  expect(link).toMatch(new RegExp(`/mixes\\?mix=${mixid}#${id}$`));

  await page.goto('/');
  await page.goto(link);
  const target = page.locator(`#${id}`);
  await expect(target).toHaveClass(/is-shared-target/);
  await expect(target).toBeInViewport();
});

test('a listener builds a playlist, reorders it, plays it, and the lock screen moves to the next item', async ({ page }) => {
  test.setTimeout(60_000);
  await recordMediaSessionHandlers(page);
  const name = `Route du soir ${unique()}`;
  await page.goto('/playlists');
  await loginThroughModal(page, HUGO, DEMO_PASSWORD);
  await page.getByLabel('Titre', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Créer la playlist' }).click();
  await expect(page.getByRole('article', { name })).toContainText('0 titre');

  const addTo = async (itemTitle: string) => {
    await page.getByRole('button', { name: `Ajouter à une playlist : ${itemTitle}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter à une playlist' });
    await dialog.getByRole('button', { name: new RegExp(`^${name}`) }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`« ${itemTitle} » ajouté à « ${name} »`)).toBeVisible();
  };
  await page.goto('/mixes');
  const mixTitles = [await page.getByRole('article').nth(0).getByRole('heading').textContent(), await page.getByRole('article').nth(1).getByRole('heading').textContent()].map((t) => t!.trim());
  await addTo(mixTitles[0]!);
  await addTo(mixTitles[1]!);
  await page.goto('/emissions');
  const replayButton = page.getByRole('button', { name: /^Ajouter à une playlist : / }).first();
  const emissionTitle = (await replayButton.getAttribute('aria-label'))!.replace('Ajouter à une playlist : ', '');
  await addTo(emissionTitle);

  await page.goto('/playlists');
  await expect(page.getByRole('article', { name })).toContainText('3 titres');
  await page.getByRole('link', { name }).click();
  const tracks = page.getByRole('list', { name: 'Titres' }).getByRole('listitem');
  await expect(tracks).toHaveCount(3);
  await expect(tracks.locator('.playlist-track__title')).toHaveText([mixTitles[0]!, mixTitles[1]!, emissionTitle]);
  // The replay moves up, before the second mix.
  await page.getByRole('button', { name: `Monter : ${emissionTitle}` }).click();
  await expect(tracks.locator('.playlist-track__title')).toHaveText([mixTitles[0]!, emissionTitle, mixTitles[1]!]);
  await page.reload();
  await expect(tracks.locator('.playlist-track__title')).toHaveText([mixTitles[0]!, emissionTitle, mixTitles[1]!]);

  await page.getByRole('button', { name: 'Lire la playlist' }).click();
  const bar = playerBar(page);
  await expect(bar.getByTestId('player-title')).toHaveText(mixTitles[0]!);
  await expect(bar.getByRole('button', { name: 'Titre précédent' })).toBeDisabled();
  await expect.poll(() => page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe(mixTitles[0]);
  await invokeMediaAction(page, 'nexttrack');
  await expect(bar.getByTestId('player-title')).toHaveText(emissionTitle);
  await expect.poll(() => page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe(emissionTitle);
  await invokeMediaAction(page, 'previoustrack');
  await expect(bar.getByTestId('player-title')).toHaveText(mixTitles[0]!);
  await leavePlayer(page);
});
