import type { Actualite, PublicTalent, StationConfig } from '@station/shared';
import { expect, test } from './fixtures.ts';

test.describe('startup splash', () => {
  test.use({ skipSplash: false });

  test('covers the home for about 2 s, painted by the page over the rendered home, then once per session', async ({ page, request }) => {
    const station: StationConfig = await (await request.get('/api/station')).json();
    // Hold the app's script, as a slow network would: the page's HTML alone shows and ends the splash.
    let releaseScript = () => {};
    const scriptHeld = new Promise<void>((resolve) => {
      releaseScript = resolve;
    });
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await scriptHeld;
      await route.continue();
    });
    // 'commit': the held module script keeps DOMContentLoaded from firing.
    await page.goto('/', { waitUntil: 'commit' });
    const splash = page.getByTestId('splash');
    await expect(splash).toBeVisible();
    await expect(splash).toContainText(station.name);
    await expect(splash).toContainText('Rien que du live.');
    await expect(splash).toContainText('Chargement de votre expérience radio...');
    // The home is already rendered beneath it, by the server.
    await expect(page.getByRole('heading', { level: 1, name: station.name })).toBeAttached();
    await expect(splash).toHaveCount(0, { timeout: 5_000 });
    await expect(page.getByRole('heading', { level: 1, name: station.name })).toBeVisible();
    releaseScript();

    // Same browser session: straight to the home.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: station.name })).toBeVisible();
    await expect(splash).toHaveCount(0);
  });

  test('a shared link opens straight on its content, without the splash', async ({ page }) => {
    // Whether the splash was ever painted: checked before each frame from the page's first one.
    await page.addInitScript(() => {
      const started = performance.now();
      const beforePaint = () => {
        const splash = document.getElementById('static-splash');
        if (splash && splash.getBoundingClientRect().height > 0) (window as { splashSeenOnScreen?: boolean }).splashSeenOnScreen = true;
        if (performance.now() - started < 3000) requestAnimationFrame(beforePaint);
      };
      requestAnimationFrame(beforePaint);
    });
    for (const path of ['/actualites', '/talent/1']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('splash')).toHaveCount(0);
      expect(await page.evaluate(() => (window as { splashSeenOnScreen?: boolean }).splashSeenOnScreen ?? false)).toBe(false);
    }
  });
});

test('every route answers with its page heading', async ({ page, request }) => {
  const station: StationConfig = await (await request.get('/api/station')).json();
  const articles: Actualite[] = await (await request.get('/api/actualites')).json();
  const talents: PublicTalent[] = await (await request.get('/api/talons')).json();
  const isContest = (article: Actualite) => article.categorie.toLowerCase().includes('jeux de concours');
  const newsId = articles.find((article) => !isContest(article))?.actualiteid ?? 1;
  const contestId = articles.find(isContest)?.actualiteid ?? 1;
  const talent = talents[0];

  const routes: [string, string | RegExp][] = [
    ['/', station.name],
    ['/emissions', 'Toutes les Émissions'],
    ['/actualites', 'Toutes les Actualités'],
    [`/actualites/${newsId}`, 'Toutes les Actualités'],
    ['/actualites/concours', 'Jeux Concours'],
    [`/actualites/concours/${contestId}`, 'Jeux Concours'],
    ['/animateurs', 'Nos Animateurs'],
    ['/mixes', 'Nos Mixes'],
    ['/weekly-mixes', 'Entrée de la semaine'],
    ['/a-propos', 'Notre Histoire'],
    ['/concours-talents', 'Concours de Talents'],
    ['/inscription-concours', 'Inscription au Concours'],
    ['/playlists', 'Mes Playlists'],
    ['/dedicaces', 'Dédicaces'],
    ['/programme-calendrier', 'Calendrier des Programmes'],
    // The public talent page is titled with the artist's name; an unknown id gives 'Oops!'.
    [`/talent/${talent?.talonid ?? 1}`, talent ? talent.nom_artiste || talent.nom_complet.split(' ')[0] : 'Oops!'],
  ];

  // The role pages (/profile, /mes-inscriptions, /admin-panel, /admin-animateurs) redirect visitors
  // to /: accounts-user.spec.ts covers them for each role.
  for (const [path, heading] of routes) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    await expect(page.getByText('Unexpected Application Error!'), path).toHaveCount(0);
    await expect(page.getByText('Page introuvable'), path).toHaveCount(0);
  }
});

test('an unknown address shows the French 404 page with a way home', async ({ page, request }) => {
  const station: StationConfig = await (await request.get('/api/station')).json();
  await page.goto('/cette-page-n-existe-pas');
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: station.name })).toBeVisible();
});

test('the header shows the station contact and a ticking Paris clock', async ({ page, request }) => {
  const station: StationConfig = await (await request.get('/api/station')).json();
  await page.goto('/actualites');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: station.phone })).toHaveAttribute('href', /^tel:\+?\d+$/);
  await expect(header.getByText(station.address).filter({ visible: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', station.social.instagram);

  const clock = header.locator('.top-bar time');
  const first = await clock.textContent();
  await expect(clock).not.toHaveText(first!, { timeout: 3_000 });

  for (const name of ['Accueil', 'Actualités', 'Concours Talents', 'Dédicaces']) {
    await expect(header.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name })).toBeVisible();
  }
  // Role-only entries stay hidden from visitors.
  await expect(header.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Mes Inscriptions' })).toHaveCount(0);

  const live = header.getByRole('button', { name: 'Écouter en Direct' });
  await live.click();
  await expect(header.getByRole('button', { name: 'En Direct' })).toBeVisible();
});

test('the theme toggle survives a reload; the home page stays dark', async ({ page }) => {
  await page.goto('/actualites');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: 'Activer le thème clair' }).click();
  await expect(html).toHaveAttribute('data-theme', 'light');

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('button', { name: 'Activer le thème sombre' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

  await page.goto('/');
  await expect(page.getByRole('main')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('main')).toHaveCSS('background-color', 'rgb(11, 10, 18)');

  await page.getByRole('button', { name: 'Activer le thème sombre' }).click();
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
});

test('the home page shows the seeded sections, news without contest news', async ({ page, request }) => {
  const presenters: unknown[] = await (await request.get('/api/animateurs')).json();
  const articles: Actualite[] = await (await request.get('/api/actualites')).json();
  const newsCount = articles.filter((article) => !article.categorie.toLowerCase().includes('jeux de concours')).length;
  await page.goto('/');
  const main = page.getByRole('main');
  for (const title of ['Notre Programmation', 'Nos Animateurs', 'Nos Mixes', 'Nos Émissions', 'Actualités', 'Jeux Concours', 'Notre Histoire']) {
    await expect(main.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
  }
  await expect(main.getByText("L'expérience radio comme vous ne l'avez jamais entendue.")).toBeVisible();
  await expect(main.getByText('EN DIRECT').first()).toBeVisible();
  await expect(main.getByRole('link', { name: 'Découvrir nos Émissions' })).toHaveAttribute('href', '/emissions');

  const presenterCards = page.locator('#animateurs article');
  await expect(presenterCards).toHaveCount(Math.min(3, presenters.length));
  // 'jeux de concours' articles live in their own block, never among the news.
  await expect(page.locator('#news article')).toHaveCount(Math.min(3, newsCount));
  await expect(page.locator('#news article').getByText(/jeux de concours/i)).toHaveCount(0);
  await expect(page.locator('#concours article').first().getByText(/jeux de concours/i)).toBeVisible();
});
