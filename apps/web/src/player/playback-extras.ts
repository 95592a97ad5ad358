// What matters only once the player has something to play: the lock screen's controls (Media
// Session), the mix listens' count and the audience's play reports. Loaded at the first item the
// player is given (start-player.ts), not with every page; each starts from the player's state then.
import { startMediaSession } from './media-session.ts';
import { startMixListens } from './mix-listens.ts';
import { startPlayReports } from './play-reports.ts';

export function startPlaybackExtras() {
  startMediaSession();
  startMixListens();
  startPlayReports();
}
