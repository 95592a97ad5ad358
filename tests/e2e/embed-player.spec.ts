// /embed/live plays inside an <iframe> of a page on another origin (a second local
// server: 127.0.0.1 is another site than localhost), counts as a listener, sets no cookie; the
// app's own pages still refuse to be framed.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures.ts';

let partner: Server;
let partnerUrl: string;

test.beforeAll(async ({ baseURL }) => {
  const app = new URL(baseURL!);
  partner = createServer((_, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="fr"><head><title>Festival partenaire</title></head><body>
      <h1>Festival partenaire</h1>
      <iframe id="radio" title="Radio" src="${app.origin}/embed/live" width="400" height="90" onload="this.dataset.loaded = 1"></iframe>
      <iframe id="app" title="Application" src="${app.origin}/" width="400" height="300" onload="this.dataset.loaded = 1"></iframe>
    </body></html>`);
  });
  partner.listen(Number(process.env.E2E_PARTNER_PORT ?? 0), '127.0.0.1');
  await once(partner, 'listening');
  partnerUrl = `http://127.0.0.1:${(partner.address() as AddressInfo).port}/`;
});

test.afterAll(() => new Promise<void>((resolve) => partner.close(() => resolve())));

test("/embed/live plays inside another site's iframe and counts its listener; the app itself refuses the frame", async ({ page, context, request }) => {
  const embedAnswers: Array<Record<string, string>> = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/embed/')) embedAnswers.push(response.headers());
  });
  const before = (await (await request.get('/api/live/listeners')).json()).app_listeners as number;
  await page.goto(partnerUrl);
  await expect(page.locator('#radio')).toHaveAttribute('data-loaded', '1');
  await expect(page.locator('#app')).toHaveAttribute('data-loaded', '1');

  const radio = page.frameLocator('#radio');
  await expect(radio.getByRole('link', { name: 'Radio Live' })).toHaveAttribute('href', /\/\?play=live$/);
  await radio.getByRole('button', { name: 'Lecture' }).click();
  await expect(radio.getByRole('button', { name: 'Pause' })).toBeVisible();
  const frame = page.frames().find((candidate) => candidate.url().endsWith('/embed/live'))!;
  const time = () => frame.evaluate(() => document.querySelector('audio')!.currentTime);
  await expect.poll(time, { timeout: 15_000 }).toBeGreaterThan(0.5);
  // Counted like the app's players.
  await expect.poll(async () => (await (await request.get('/api/live/listeners')).json()).app_listeners, { timeout: 10_000 }).toBe(before + 1);

  // The app's own page in a frame of another site: blocked by the browser, nothing of it shows.
  const appFrame = page.frames().find((candidate) => candidate !== frame && candidate !== page.mainFrame())!;
  expect(appFrame.url()).toMatch(/^chrome-error:/);
  await expect(page.frameLocator('#app').getByRole('region', { name: 'Lecteur' })).toHaveCount(0);

  // No cookie set, none kept.
  expect(embedAnswers.length).toBeGreaterThan(0);
  for (const headers of embedAnswers) expect(headers['set-cookie']).toBeUndefined();
  expect(await context.cookies()).toEqual([]);

  await radio.getByRole('button', { name: 'Pause' }).click();
  await expect.poll(async () => (await (await request.get('/api/live/listeners')).json()).app_listeners, { timeout: 10_000 }).toBe(before);
});

test('/embed/mix/{id} shows the mix with its DJ and allows framing; the app refuses it', async ({ request }) => {
  const mixes = (await (await request.get('/api/mixes')).json()) as Array<{ mixid: number; titre: string }>;
  const embed = await request.get(`/embed/mix/${mixes[0]!.mixid}`);
  expect(embed.status()).toBe(200);
  expect(embed.headers()['content-security-policy']).toContain('frame-ancestors *');
  expect(embed.headers()['x-frame-options']).toBeUndefined();
  expect(await embed.text()).toContain(mixes[0]!.titre.replace(/&/g, '&amp;'));
  for (const path of ['/', '/mixes', '/titres-diffuses']) {
    const own = await request.get(path);
    expect(own.headers()['x-frame-options'], path).toBe('DENY');
    expect(own.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
  }
});
