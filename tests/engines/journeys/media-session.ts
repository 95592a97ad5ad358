// The title on the lock screen: Media Session metadata once the live radio plays. An engine
// without Media Session says so by name, and the bar must still show the title.
import type { Journey } from '../engine.ts';
import { startLiveFromHome } from './player-page.ts';

export const mediaSessionTitle: Journey = {
  name: 'live title in Media Session metadata',
  async run(page) {
    await startLiveFromHome(page, 0.3);
    const hasMediaSession = await page.eval(() => 'mediaSession' in navigator && typeof MediaMetadata === 'function');
    if (hasMediaSession) {
      await page.waitFor('a title in the Media Session metadata', () => navigator.mediaSession.metadata?.title?.trim() || '');
    } else {
      console.log(`    [${page.engine}] has no Media Session: checking the bar shows the title instead`);
    }
    await page.waitFor('the title in the bar', () => document.querySelector('section[aria-label="Lecteur"] [data-testid="player-title"]')?.textContent?.trim() || '');
    await page.clickNamed('section[aria-label="Lecteur"]', 'Pause');
  },
};
