// Three listener basics: a demo listener signs in from the header and out from the account menu
// (the header changes in place, the server's session follows), a search finds a show, and the
// install manifest parses with what an install needs.
import type { Journey, Page } from '../engine.ts';
import { openApp } from './player-page.ts';

const HEADER = 'header';
const DIALOG = 'dialog[open]';

/** In the page: who the server says is signed in (null for nobody). */
async function sessionEmail(): Promise<string | null> {
  const response = await fetch('/api/auth/me', { credentials: 'same-origin' });
  if (!response.ok) return null;
  const body = (await response.json()) as { account: { email?: string } | null };
  return body.account?.email ?? null;
}

/** Signs in from the header's menu (at phone size 'Connexion' sits in it), on the page shown. */
export async function signIn(page: Page, email: string, password: string) {
  await page.clickNamed(HEADER, 'Ouvrir le menu', 'button');
  await page.clickNamed(HEADER, 'Connexion', 'button');
  await page.waitFor('the Connexion dialog', (dialog: string) => !!document.querySelector(`${dialog} input[type="email"]`), [DIALOG]);
  await page.driver.type(`${DIALOG} input[type="email"]`, email);
  await page.driver.type(`${DIALOG} input[autocomplete="current-password"]`, password);
  await page.clickNamed(DIALOG, 'Se connecter', 'button');
  await page.waitFor('the account menu in the header', (header: string) => !document.querySelector('dialog[open]') && [...document.querySelectorAll(`${header} button`)].some((b) => (b.getAttribute('aria-label') ?? '').startsWith('Mon compte')), [HEADER]);
}

export const signInOut: Journey = {
  name: 'sign in and out with a demo listener',
  async run(page) {
    await openApp(page, '/');
    await signIn(page, 'lea.martin@example.org', 'demo-2026');
    const signedIn = await page.eval(sessionEmail);
    if (signedIn !== 'lea.martin@example.org') throw new Error(`the server's session is ${JSON.stringify(signedIn)} after signing in`);

    // At phone size 'Déconnexion' is in the header's menu (still open after signing in, or opened).
    const shown = await page.eval((header: string) => [...document.querySelectorAll(`${header} button`)].some((b) => b.textContent?.trim() === 'Déconnexion' && b.getBoundingClientRect().width > 0), HEADER);
    if (!shown) await page.clickNamed(HEADER, 'Ouvrir le menu', 'button');
    await page.clickNamed(HEADER, 'Déconnexion', 'button');
    await page.waitFor("the header's 'Connexion' again", (header: string) => [...document.querySelectorAll(`${header} button`)].some((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim() === 'Connexion'), [HEADER]);
    const after = await page.eval(sessionEmail);
    if (after !== null) throw new Error(`the server still has a session for ${after} after signing out`);
  },
};

export const search: Journey = {
  name: 'search finds a show',
  async run(page) {
    await openApp(page, '/');
    await page.clickNamed(HEADER, 'Rechercher', 'a');
    await page.waitFor('/recherche and its field', () => location.pathname === '/recherche' && !!document.querySelector('#search-field'));
    await page.driver.type('#search-field', 'acousti');
    await page.waitFor('the address following the word', () => location.search === '?q=acousti');
    await page.waitFor("'Session Acoustique' among the results, highlighted", () =>
      [...document.querySelectorAll('main a')].some((link) => /Session Acoustique/.test(link.textContent ?? '') && link.querySelector('mark')?.textContent === 'Acoustique'),
    );
  },
};

export const installManifest: Journey = {
  name: 'install manifest',
  async run(page) {
    await openApp(page, '/');
    const found = await page.eval(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      if (!link) return { error: 'no <link rel="manifest">' };
      const response = await fetch(link.href);
      const text = await response.text();
      try {
        return { href: new URL(link.href).pathname, status: response.status, type: response.headers.get('content-type'), manifest: JSON.parse(text) as Record<string, unknown> };
      } catch {
        return { error: `${link.href} does not parse: ${text.slice(0, 80)}` };
      }
    });
    if ('error' in found) throw new Error(found.error);
    const { manifest } = found;
    const problems: string[] = [];
    if (found.href !== '/manifest.webmanifest') problems.push(`the page links ${found.href}`);
    if (found.status !== 200) problems.push(`status ${found.status}`);
    if (typeof manifest.name !== 'string' || !manifest.name.trim()) problems.push('no name');
    if (!Array.isArray(manifest.icons) || manifest.icons.length === 0) problems.push('no icons');
    if (typeof manifest.start_url !== 'string') problems.push('no start_url');
    if (manifest.display !== 'standalone') problems.push(`display is ${JSON.stringify(manifest.display)}`);
    // Each icon answers, as an image.
    for (const icon of (manifest.icons as Array<{ src: string }>) ?? []) {
      const type = await page.eval(async (src: string) => (await fetch(src)).headers.get('content-type'), icon.src);
      if (!type?.startsWith('image/')) problems.push(`icon ${icon.src} answers ${type}`);
    }
    if (problems.length) throw new Error(`the install manifest: ${problems.join('; ')}`);
  },
};
