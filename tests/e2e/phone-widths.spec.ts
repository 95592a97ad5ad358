// No page may scroll sideways on a phone: every route, for a visitor, a listener, a talent, a
// moderator and an admin (whose controls sit on the public pages too), at 320, 360 and 390 px wide.
// One browser context per role, one page reused from route to route; each route is measured at the
// three widths once its content has loaded.
import type { Browser, Page } from '@playwright/test';
import { ADMIN, DEMO_PASSWORD } from './account-helpers.ts';
import { expect, test } from './fixtures.ts';

const WIDTHS = [320, 360, 390];
const SHOTS = process.env.PHONE_WIDTH_SHOTS;

const PUBLIC_ROUTES = [
  '/', '/a-propos', '/actualites', '/actualites/concours', '/animateurs', '/concours-talents', '/confidentialite',
  '/dedicaces', '/emissions', '/inscription-concours', '/mixes', '/programme-calendrier', '/recherche', '/recherche?q=mix',
  '/titres-diffuses', '/weekly-mixes', '/confirmer-email', '/reinitialiser-mot-de-passe?token=x', '/newsletter/confirmer?token=x',
  '/newsletter/desabonnement?token=x',
];
/** Pages reached from a list: the first link of each list that matches. */
const FIRST_LINK_OF: [string, RegExp][] = [
  ['/actualites', /^\/actualites\/\d+$/],
  ['/actualites/concours', /^\/actualites\/concours\/\d+$/],
  ['/concours-talents', /^\/talent\/\d+$/],
];
const SIGNED_IN_ROUTES = ['/profile', '/playlists', '/dedicaces', '/concours-talents'];
const ADMIN_ROUTES = [
  '/admin-panel', '/admin-panel/audience', '/admin-panel/concours', '/admin-panel/courriels', '/admin-panel/integrer',
  '/admin-panel/lettre', '/studio', '/admin-tv', '/admin-animateurs', '/moderation',
];

const ROLES: { name: string; login?: { email: string; password: string; talent?: boolean }; routes: string[]; withLinked?: boolean; withPlaylist?: boolean }[] = [
  { name: 'visiteur', routes: PUBLIC_ROUTES, withLinked: true },
  { name: 'auditrice', login: { email: 'lea.martin@example.org', password: DEMO_PASSWORD }, routes: SIGNED_IN_ROUTES, withPlaylist: true },
  { name: 'talent', login: { email: 'kael@example.org', password: DEMO_PASSWORD, talent: true }, routes: ['/mes-inscriptions', '/profile', '/inscription-concours'] },
  { name: 'modératrice', login: { email: 'sophie.laurent@example.org', password: DEMO_PASSWORD }, routes: ['/moderation', '/dedicaces', '/profile'] },
  { name: 'admin', login: ADMIN, routes: [...ADMIN_ROUTES, ...PUBLIC_ROUTES], withLinked: true },
];

/** The document's width against the screen's, and the outermost boxes that stick out past its right edge. */
const measure = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ scrollWidth: number; viewport: number; culprits: string[]; cut: string[] }>((resolve) =>
        // Two frames: the new width's layout, and whatever the page re-rendered for it.
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const viewport = document.documentElement.clientWidth;
            const describe = (element: Element) => {
              const name = element.getAttribute('aria-label') ?? element.getAttribute('name') ?? '';
              const classes = [...element.classList].slice(0, 3).map((c) => `.${c}`).join('');
              return `<${element.localName}${classes}${name ? ` « ${name} »` : ''}> right=${Math.round(element.getBoundingClientRect().right)}`;
            };
            // A box inside a clipping or scrolling parent does not widen the page.
            const clipped = (element: Element) => {
              for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
                if (getComputedStyle(parent).overflowX !== 'visible') return true;
              }
              return false;
            };
            const over = (element: Element | null) => !!element && element.getBoundingClientRect().right > viewport + 0.5;
            const fixed = (element: Element) => !!element.closest('.player-bar, .call-button, [data-sonner-toaster]');
            const culprits = [...document.body.querySelectorAll('*')]
              .filter((element) => over(element) && !clipped(element) && !fixed(element))
              // The deepest ones: a box whose own children all fit is where the width comes from.
              .filter((element) => ![...element.children].some((child) => over(child) && !clipped(child)))
              .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)
              .slice(0, 4)
              .map(describe);
            // The header's and the player bar's controls: each one whole on the screen.
            const cut = [...document.querySelectorAll('header.site-header .nav-bar :is(a, button), .player-bar :is(a, button, input)')]
              .filter((control) => {
                const box = control.getBoundingClientRect();
                return box.width > 0 && getComputedStyle(control).visibility !== 'hidden' && (box.left < -0.5 || box.right > viewport + 0.5);
              })
              .map(describe);
            resolve({ scrollWidth: document.documentElement.scrollWidth, viewport, culprits, cut });
          }),
        ),
      ),
  );

async function settle(page: Page, route: string) {
  await page.goto(route);
  // Lists and charts arrive after the page: wait until the network is quiet and nothing says it loads.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await expect(page.locator('[aria-busy="true"], .skeleton')).toHaveCount(0, { timeout: 15_000 }).catch(() => undefined);
}

async function linkedRoutes(page: Page) {
  const routes: string[] = [];
  for (const [list, pattern] of FIRST_LINK_OF) {
    await page.goto(list);
    const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const first = hrefs.find((href) => pattern.test(href));
    if (first) routes.push(first);
  }
  return routes;
}

async function walk(browser: Browser, baseURL: string, role: (typeof ROLES)[number]) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, baseURL });
  const page = await context.newPage();
  await page.addInitScript(() => sessionStorage.setItem('splashSeen', '1'));
  if (role.login) {
    const status = await page.request.post('/api/auth/login', { data: role.login, headers: { Origin: baseURL } });
    expect(status.status(), `connexion de ${role.name}`).toBe(200);
  }
  const routes = [...role.routes];
  if (role.withLinked) routes.push(...(await linkedRoutes(page)));
  if (role.withPlaylist) {
    await page.goto('/playlists');
    const href = await page.locator('main a[href^="/playlists/"]').first().getAttribute('href', { timeout: 5_000 }).catch(() => null);
    if (href) routes.push(href);
  }

  const failures: string[] = [];
  for (const route of routes) {
    await page.setViewportSize({ width: 390, height: 844 });
    await settle(page, route);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      const { scrollWidth, viewport, culprits, cut } = await measure(page);
      if (scrollWidth > viewport) {
        failures.push(`${role.name} ${route} à ${width} px : document de ${scrollWidth} px ; dépassent : ${culprits.join(', ') || '?'}`);
      }
      if (cut.length) failures.push(`${role.name} ${route} à ${width} px : commandes coupées au bord : ${cut.join(', ')}`);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${role.name}-${route.replace(/[^a-z0-9]+/gi, '_')}-${width}.png` });
    }
  }
  await context.close();
  return failures;
}

test.describe('no page scrolls sideways on a phone', () => {
  test.describe.configure({ timeout: 300_000 });
  for (const role of ROLES) {
    test(`every page of the ${role.name} fits 320, 360 and 390 px`, async ({ browser, baseURL }) => {
      const failures = await walk(browser, baseURL!, role);
      expect(failures, failures.join('\n')).toEqual([]);
    });
  }
});
