// The live radio started from the home and kept through five navigations: one audio element, its
// time moving on every page, the bar never saying 'Reconnexion…' while it plays.
import type { Journey } from '../engine.ts';
import { audioState, startLiveFromHome, waitAudioPast } from './player-page.ts';

const STEPS: Array<[label: string, path: string]> = [
  ['Émissions', '/emissions'],
  ['Animateurs', '/animateurs'],
  ['Programme', '/programme-calendrier'],
  ['Actualités', '/actualites'],
  ['Événements', '/actualites/concours'],
];

export const liveRadio: Journey = {
  name: 'live radio kept through five navigations',
  async run(page) {
    await startLiveFromHome(page, 0.5);
    await page.eval(() => {
      (window as unknown as { __liveAudio: Element | null }).__liveAudio = document.querySelector('#station-audio');
    });
    let last = (await audioState(page)).time;
    for (const [label, path] of STEPS) {
      await page.clickNamed('footer', label, 'a');
      await page.waitFor(`${path} shown`, (path: string) => location.pathname === path && !!document.querySelector('h1'), [path]);
      await waitAudioPast(page, last + 0.3, `the time moving on ${path}`);
      const state = await audioState(page);
      if (state.bar.includes('Reconnexion')) throw new Error(`the bar says 'Reconnexion…' on ${path} while the audio plays`);
      last = state.time;
    }
    const same = await page.eval(() => (window as unknown as { __liveAudio: Element }).__liveAudio === document.querySelector('#station-audio') && document.querySelectorAll('audio').length === 1);
    if (!same) throw new Error('the navigation replaced the audio element');
    // Leave the page silent for the next journey.
    await page.clickNamed('section[aria-label="Lecteur"]', 'Pause');
  },
};
