// A mix played from its card, paused, sought with the bar's slider (trusted keys), then resumed
// after the app's update reload ('station:before-reload' saves it): the new page shows it loaded
// and paused at the sought position, and one press plays on from there.
import type { Journey, Page } from '../engine.ts';
import { audioState, openApp, waitAppReady, waitAudioPast } from './player-page.ts';

const CARD = '#nos-mixes-6'; // the 16 s demo recording
const BAR = 'section[aria-label="Lecteur"]';
const SLIDER = `${BAR} input[type="range"][aria-label="Position de lecture"]`;

const barText = (page: Page, testId: string) =>
  page.eval((bar: string, testId: string) => document.querySelector(`${bar} [data-testid="${testId}"]`)?.textContent?.trim() ?? '', BAR, testId);

export const mixResume: Journey = {
  name: 'mix played, paused, sought and resumed after a reload',
  async run(page) {
    await openApp(page, '/mixes');
    const play = await page.waitFor('the mix card', (card: string) => [...document.querySelectorAll(`${card} button`)].map((b) => b.getAttribute('aria-label') ?? '').find((label) => label.startsWith('Écouter ')) ?? '', [CARD]);
    const title = play.replace('Écouter ', '');
    await page.clickNamed(CARD, play);
    await waitAudioPast(page, 0.5, 'the mix playing');
    if ((await barText(page, 'player-title')) !== title) throw new Error(`the bar shows "${await barText(page, 'player-title')}", not the mix "${title}"`);

    await page.clickNamed(BAR, 'Pause');
    await page.waitFor('the mix paused', () => (document.querySelector('#station-audio') as HTMLAudioElement).paused);
    await page.waitFor("the bar's 'Lecture'", (bar: string) => !!document.querySelector(`${bar} button[aria-label="Lecture"]`), [BAR]);

    // Sought from the keyboard: Home to the start, then six steps of one second. The slider is
    // enabled once the mix's duration is known; the bar has two (edge and inline), one shown per width.
    await page.waitFor('the position slider ready', (slider: string) => {
      const input = [...document.querySelectorAll<HTMLInputElement>(slider)].find((input) => input.getBoundingClientRect().width > 0);
      if (!input || input.disabled || !(Number(input.max) > 0)) return false;
      input.setAttribute('data-engine-slider', '');
      return true;
    }, [SLIDER]);
    await page.driver.press('[data-engine-slider]', 'Home');
    await page.waitFor('the mix at its start', () => (document.querySelector('#station-audio') as HTMLAudioElement).currentTime < 1);
    for (let step = 0; step < 6; step++) await page.driver.press('[data-engine-slider]', 'ArrowRight');
    await page.waitFor('the mix sought to 6 s', () => {
      const audio = document.querySelector('#station-audio') as HTMLAudioElement;
      return audio.currentTime >= 5.5 && audio.currentTime < 7 && audio.paused;
    });
    await page.waitFor('the bar reading 0:06', (bar: string) => /^0:06 \/ 0:16$/.test(document.querySelector(`${bar} [data-testid="player-times"]`)?.textContent?.trim() ?? ''), [BAR]);

    // The app's update reload: the player saves what it plays, the new page restores it.
    await page.eval(() => window.dispatchEvent(new Event('station:before-reload')));
    const saved = await page.eval(() => sessionStorage.getItem('station:resume-playback'));
    if (!saved?.includes('"mix"')) throw new Error(`the player saved ${saved} before the reload`);
    await page.driver.reload();
    await waitAppReady(page, '/mixes');
    // The length may stay unknown until it plays again (WebKitGTK does not always fetch the metadata
    // of a paused recording): the bar then says so ('--:--') rather than a false '0:00'.
    await page.waitFor('the mix restored in the bar, paused at 0:06', (bar: string, title: string) => {
      // No named helper in here: the test runner's compiler would wrap it in a function the page lacks.
      const [shown, times] = ['player-title', 'player-times'].map((id) => document.querySelector(`${bar} [data-testid="${id}"]`)?.textContent?.trim() ?? '');
      return shown === title && /^0:0[67] \/ (0:16|--:--)$/.test(times) && !!document.querySelector(`${bar} button[aria-label="Lecture"]`);
    }, [BAR, title], 30_000).catch(async (error: Error) => {
      const kept = await page.eval(() => sessionStorage.getItem('station:resume-playback'));
      throw new Error(`${error.message}; the bar: ${(await audioState(page)).bar}; saved before: ${saved}; kept after: ${kept}`);
    });
    await page.clickNamed(BAR, 'Lecture');
    await waitAudioPast(page, 6.3, 'the mix playing on from 0:06');
    const resumed = await audioState(page);
    if (resumed.time > 12) throw new Error(`the mix did not resume near 0:06 (at ${resumed.time} s)`);
    await page.clickNamed(BAR, 'Pause');
  },
};
