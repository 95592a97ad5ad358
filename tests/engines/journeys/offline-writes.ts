// A like and a comment written with the network gone for real (network-proxy.ts) wait in the
// outbox ('2 envois en attente') and reach the server once each when it is back, in every engine:
// no Background Sync outside Chromium and no `online` event behind the proxy, so the page must
// retry by itself.
import type { Journey } from '../engine.ts';
import { throughNetworkProxy } from '../network-proxy.ts';
import { signIn } from './account-search-manifest.ts';
import { bannerText, waitOfflineReady } from './offline-reading.ts';
import { openApp } from './player-page.ts';

const LEA = { email: 'lea.martin@example.org', password: 'demo-2026' };
const BANNER = '[role="status"][aria-label="État de la connexion"]';

/** The server's own view, straight to the app server (not through the proxy). */
async function server<T>(base: string, path: string, cookie = ''): Promise<T> {
  const response = await fetch(new URL(path, base), { headers: { cookie } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

async function signedInCookie(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(new URL('/api/auth/login', base), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login as ${email}: ${response.status}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

export const offlineWrites: Journey = {
  name: 'like and comment written offline, sent once back online',
  async run(engine) {
    const direct = engine.baseUrl;
    const mixes = await server<Array<{ mixid: number; titre: string }>>(direct, '/api/mixes');
    const [article] = await server<Array<{ actualiteid: number }>>(direct, '/api/actualites');
    const stamp = `Écrit hors ligne ${engine.engine} ${Date.now()}`;
    await throughNetworkProxy(engine, async (page, proxy) => {
      await openApp(page, `/actualites/${article.actualiteid}`);
      await signIn(page, LEA.email, LEA.password);
      await openApp(page, '/mixes');
      await waitOfflineReady(page, ['/api/mixes', '/api/actualites']);
      // The first mix card's like button, named "J'aime : <title> <count>".
      const title = await page.waitFor("a mix's like button", () => {
        const label = document.querySelector('main .like-button .visually-hidden')?.textContent ?? '';
        return label.replace("J'aime : ", '').trim();
      });
      const mix = mixes.find((candidate) => candidate.titre === title);
      if (!mix) throw new Error(`no mix titled "${title}" on the server`);
      const likesBefore = (await server<{ count: number }>(direct, `/api/likes/count/mix/${mix.mixid}`)).count;

      await proxy.cut();
      await page.waitFor('the like button tagged', () => {
        const button = document.querySelector('main .like-button');
        button?.scrollIntoView({ block: 'center', behavior: 'instant' });
        button?.setAttribute('data-engine-like', '');
        return !!button;
      });
      await page.driver.click('[data-engine-like]');
      await page.waitFor("'1 envoi en attente'", (banner: string) => (document.querySelector(banner)?.textContent ?? '').includes('1 envoi en attente'), [BANNER]);

      await openApp(page, `/actualites/${article.actualiteid}`);
      await page.waitFor('the comment form', () => {
        const field = [...document.querySelectorAll('label')].find((label) => label.textContent === 'Votre commentaire');
        const input = field && document.getElementById(field.htmlFor);
        input?.setAttribute('data-engine-comment', '');
        return !!input;
      });
      await page.driver.type('[data-engine-comment]', stamp);
      await page.clickNamed('main', 'Commenter', 'button');
      await page.waitFor("'2 envois en attente'", (banner: string) => (document.querySelector(banner)?.textContent ?? '').includes('2 envois en attente'), [BANNER], 20_000)
        .catch(async (error: Error) => {
          throw new Error(`${error.message}; the banner: "${await bannerText(page)}"`);
        });
      const early = (await server<{ count: number }>(direct, `/api/likes/count/mix/${mix.mixid}`)).count;
      if (early !== likesBefore) throw new Error(`the like reached the server with the network gone (${likesBefore} → ${early})`);

      // Back: no `online` event, no Background Sync outside Chromium; the page sends them itself.
      await proxy.restore();
      await page.waitFor('nothing waiting any more', (banner: string) => !(document.querySelector(banner)?.textContent ?? '').includes('en attente'), [BANNER], 60_000)
        .catch(async (error: Error) => {
          throw new Error(`${error.message}; the banner: "${await bannerText(page)}"`);
        });
      const likesAfter = (await server<{ count: number }>(direct, `/api/likes/count/mix/${mix.mixid}`)).count;
      if (likesAfter !== likesBefore + 1) throw new Error(`the mix has ${likesAfter} likes, not ${likesBefore + 1}`);
      // Léa sees her own comments waiting for moderation: the one written offline, once, as hers.
      const cookie = await signedInCookie(direct, LEA.email, LEA.password);
      const comments = await server<Array<{ comment_text: string; author_name: string }>>(direct, `/api/comments/actualite/${article.actualiteid}`, cookie);
      const mine = comments.filter((comment) => comment.comment_text === stamp);
      if (mine.length !== 1 || mine[0].author_name !== 'Léa Martin') throw new Error(`the comment is stored ${JSON.stringify(mine)}`);
    });
  },
};
