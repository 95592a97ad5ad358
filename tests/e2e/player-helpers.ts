// Helpers of the player's browser tests: the one <audio> element, its events, the bar.
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Same id as apps/web/src/player/audio-engine.ts. */
export const AUDIO = '#station-audio';

export const playerBar = (page: Page) => page.getByRole('region', { name: 'Lecteur' });

/** Starts counting the audio element's events from now on (kept on the element itself). */
export async function watchAudio(page: Page, events = ['pause', 'emptied', 'loadstart', 'abort', 'waiting', 'play', 'playing', 'error', 'ended']) {
  await page.evaluate(
    ({ selector, events }) => {
      const audio = document.querySelector(selector) as HTMLAudioElement & { __seen?: Record<string, number> };
      audio.__seen = Object.fromEntries(events.map((name) => [name, 0]));
      for (const name of events) audio.addEventListener(name, () => audio.__seen![name]++);
      (window as unknown as { __watchedAudio: HTMLAudioElement }).__watchedAudio = audio;
    },
    { selector: AUDIO, events },
  );
}

/** The events seen since watchAudio, and whether the element is still the one watched. */
export const audioReport = (page: Page) =>
  page.evaluate((selector) => {
    const audio = document.querySelector(selector) as HTMLAudioElement & { __seen?: Record<string, number> };
    const watched = (window as unknown as { __watchedAudio?: HTMLAudioElement }).__watchedAudio;
    return {
      sameElement: audio === watched,
      count: document.querySelectorAll('audio').length,
      seen: { ...(watched as typeof audio | undefined)?.__seen },
      currentTime: audio.currentTime,
      paused: audio.paused,
      src: audio.currentSrc,
    };
  }, AUDIO);

export const currentTime = (page: Page) => page.evaluate((selector) => (document.querySelector(selector) as HTMLAudioElement).currentTime, AUDIO);

/** Waits until the audio element really plays (its time moves). */
export async function expectAudioPlaying(page: Page, timeout = 15_000) {
  // The player starts once the app has taken the page over (main.tsx): its element may not be there yet.
  await expect(page.locator(AUDIO)).toHaveCount(1, { timeout });
  const start = await currentTime(page);
  await expect.poll(() => currentTime(page), { timeout }).toBeGreaterThan(start + 0.3);
  expect((await audioReport(page)).paused).toBe(false);
}

/** Pauses from the bar if it plays, so this page stops counting as a live listener. */
export async function leavePlayer(page: Page) {
  const pause = playerBar(page).getByRole('button', { name: 'Pause', exact: true });
  if (await pause.isVisible().catch(() => false)) await pause.click();
}

type MediaHandlers = Record<string, ((details: object) => void) | null>;

/** Keeps the Media Session handlers the app registers, to invoke them as the lock screen would. */
export async function recordMediaSessionHandlers(page: Page) {
  await page.addInitScript(() => {
    const session = navigator.mediaSession;
    const handlers: Record<string, MediaSessionActionHandler | null> = {};
    (window as unknown as { __mediaHandlers: typeof handlers }).__mediaHandlers = handlers;
    const original = session.setActionHandler.bind(session);
    session.setActionHandler = (action, handler) => {
      handlers[action] = handler;
      original(action, handler);
    };
  });
}

/** The actions that currently have a handler, sorted. */
export const registeredMediaActions = (page: Page) =>
  page.evaluate(() =>
    Object.entries((window as unknown as { __mediaHandlers: MediaHandlers }).__mediaHandlers)
      .filter(([, handler]) => handler)
      .map(([action]) => action)
      .sort(),
  );

/** Calls the app's handler for `action`, with the details a lock screen would pass. */
export const invokeMediaAction = (page: Page, action: string, details: object = {}) =>
  page.evaluate(
    ([name, extra]) => (window as unknown as { __mediaHandlers: MediaHandlers }).__mediaHandlers[name as string]!({ action: name, ...(extra as object) }),
    [action, details] as const,
  );
