// What the journeys read of the player: the one <audio> element and the bar (region 'Lecteur').
import type { Page } from '../engine.ts';

/** Opens `path` straight from the address bar, once the startup splash (2 s, at the home) is gone. */
export async function openApp(page: Page, path = '/') {
  await page.goto(path);
  await waitAppReady(page, path);
}

/** Waits until the page shown (at `path`) is loaded and hydrated, without navigating again. */
export async function waitAppReady(page: Page, path: string) {
  // Loaded and hydrated (the app created its one audio element), nothing covering it.
  await page
    .waitFor(`${path} taken over by the app`, (path: string) => {
      const splash = document.getElementById('static-splash');
      const covered = splash && getComputedStyle(splash).display !== 'none' && getComputedStyle(splash).visibility !== 'hidden' && Number(getComputedStyle(splash).opacity) > 0;
      return location.pathname === path && document.readyState === 'complete' && !!document.querySelector('#station-audio') && !covered;
    }, [path], 30_000)
    .catch(async (error: Error) => {
      const seen = await page.eval(() => `${location.href} ${document.readyState} audio:${!!document.querySelector('#station-audio')} h1:${document.querySelector('h1')?.textContent}`).catch((e: Error) => e.message);
      throw new Error(`${error.message}; the page: ${seen}`);
    });
}

export interface AudioState {
  time: number;
  paused: boolean;
  error: number | null;
  src: string;
  bar: string;
}

export const audioState = (page: Page) =>
  page.eval((): AudioState => {
    const audio = document.querySelector('#station-audio') as HTMLAudioElement;
    return {
      time: audio.currentTime,
      paused: audio.paused,
      error: audio.error?.code ?? null,
      src: audio.currentSrc,
      bar: document.querySelector('section[aria-label="Lecteur"]')?.textContent ?? '',
    };
  });

/** Waits until the audio's time passes `after` while it plays; fails at once on a media error. */
export async function waitAudioPast(page: Page, after: number, label: string) {
  await page.waitFor(label, (after: number) => {
    const audio = document.querySelector('#station-audio') as HTMLAudioElement;
    if (audio.error) throw new Error(`MediaError ${audio.error.code} ${audio.error.message}`);
    return !audio.paused && audio.currentTime > after;
  }, [after], 20_000);
}

/** The home opened and the live radio started from its hero, played past `after` seconds. */
export async function startLiveFromHome(page: Page, after: number) {
  await openApp(page, '/');
  await page.clickNamed('#hero', 'Écouter en Direct');
  await waitAudioPast(page, after, 'the live stream playing');
}
