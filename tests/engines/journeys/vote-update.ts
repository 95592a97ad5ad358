// A listener's free vote in the talent contest, counted on the page and on the server; and a new
// build deployed while the page is open: the service worker's update prompt shows, and accepting
// it tells the player (station:before-reload) and reloads into the new worker.
import type { Journey } from '../engine.ts';
import { throughNetworkProxy } from '../network-proxy.ts';
import { signIn } from './account-search-manifest.ts';
import { waitOfflineReady } from './offline-reading.ts';
import { openApp } from './player-page.ts';

interface Entry { soumissionid: number; concours_id: number; description: string; total_votes: number }
const THANKS = 'Merci pour votre vote !';
const ALREADY = "Vous avez déjà utilisé votre vote gratuit aujourd'hui";

async function entries(base: string): Promise<Entry[]> {
  return (await (await fetch(new URL('/api/soumissions-concours', base))).json()) as Entry[];
}

export const vote: Journey = {
  name: 'a free vote in the talent contest',
  async run(page) {
    const contests = (await (await fetch(new URL('/api/concours?status=active', page.baseUrl))).json()) as Array<{ concoursid: number }>;
    const all = await entries(page.baseUrl);
    await openApp(page, '/concours-talents');
    await signIn(page, 'lea.martin@example.org', 'demo-2026');
    // One free vote per contest and day: a journey run again the same day takes the next contest.
    for (const contest of contests) {
      const entry = all.find((candidate) => candidate.concours_id === contest.concoursid);
      if (!entry) continue;
      await page.waitFor(`the vote button of "${entry.description}"`, (description: string) => {
        const row = [...document.querySelectorAll('.contest-entry')].find((element) => element.textContent?.includes(description));
        const button = row && [...row.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? '').startsWith('Vote Gratuit'));
        for (const old of document.querySelectorAll('[data-engine-vote]')) old.removeAttribute('data-engine-vote');
        button?.scrollIntoView({ block: 'center', behavior: 'instant' });
        button?.setAttribute('data-engine-vote', '');
        return !!button;
      }, [entry.description]);
      await page.driver.click('[data-engine-vote]');
      const said = await page.waitFor('the vote answered', (texts: string[]) => texts.find((text) => document.body.textContent?.includes(text)) ?? '', [[THANKS, ALREADY]]);
      if (said === ALREADY) continue;
      const votes = `${entry.total_votes + 1} vote${entry.total_votes + 1 > 1 ? 's' : ''}`;
      await page.waitFor(`"${votes}" on the entry`, (description: string, votes: string) =>
        [...document.querySelectorAll('.contest-entry')].some((element) => element.textContent?.includes(description) && element.textContent.includes(votes)), [entry.description, votes]);
      const stored = (await entries(page.baseUrl)).find((candidate) => candidate.soumissionid === entry.soumissionid)!.total_votes;
      if (stored !== entry.total_votes + 1) throw new Error(`the server counts ${stored} votes, not ${entry.total_votes + 1}`);
      return;
    }
    throw new Error('Léa had no free vote left in any open contest');
  },
};

export const updatePrompt: Journey = {
  name: "the service worker's update prompt reloads into the new build",
  async run(engine) {
    // Through the proxy, which serves this browser alone a new worker script when told to.
    await throughNetworkProxy(engine, async (page, proxy) => {
      await openApp(page, '/actualites');
      await waitOfflineReady(page, []);
      const first = await page.eval(() => navigator.serviceWorker.controller?.scriptURL ?? '');
      await page.eval(() => {
        window.addEventListener('station:before-reload', () => sessionStorage.setItem('engine-before-reload', 'yes'));
      });
      proxy.deployNewWorker(`${engine.engine}-${Date.now()}`);
      // What the app does hourly and whenever the page comes back to the foreground.
      await page.eval(async () => void (await (await navigator.serviceWorker.getRegistration())?.update()));
      await page.clickNamed('[role="status"][aria-label="Mise à jour"]', 'Mettre à jour', 'button');
      await page.waitFor('the reload into the new build', () => {
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
        return navigation?.type === 'reload' && document.readyState === 'complete';
      }, [], 30_000);
      await openApp(page, '/actualites');
      const told = await page.eval(() => sessionStorage.getItem('engine-before-reload'));
      if (told !== 'yes') throw new Error('the player was not told before the reload (station:before-reload)');
      await page.waitFor('the new worker in charge, nothing waiting', async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return navigator.serviceWorker.controller?.state === 'activated' && !registration?.waiting && !document.querySelector('[aria-label="Mise à jour"]');
      });
      if (!first) throw new Error('no worker controlled the page before the update');
    });
  },
};
