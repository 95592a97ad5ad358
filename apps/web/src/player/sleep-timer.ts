// The sleep timer, 'Minuteur': after 15, 30, 45 or 60 minutes, or at the end of the
// programme on air, the sound fades out over the last 10 s and the player pauses exactly as the
// listener's own pause does (player-controls.ts: the live stream lets its connection go and never
// reconnects by itself). The store lives outside React: navigating never resets it. The fade
// moves only the element's volume, never the listener's saved volume, which comes back after.
import { create } from 'zustand';
import { applyVolume, audioElement } from './audio-engine.ts';
import { pause } from './player-controls.ts';
import { usePlayerStore } from './player-store.ts';

export const SLEEP_MINUTES = [15, 30, 45, 60] as const;
export const FADE_MS = 10_000;
const TICK_MS = 250;

export type SleepChoice = (typeof SLEEP_MINUTES)[number] | 'programme';

interface SleepTimerState {
  /** When the player pauses (epoch ms), or null when no timer runs. */
  endsAt: number | null;
  choice: SleepChoice | null;
  /** Milliseconds left, refreshed every tick while a timer runs. */
  remainingMs: number;
}

export const useSleepTimer = create<SleepTimerState>(() => ({ endsAt: null, choice: null, remainingMs: 0 }));

let ticker: number | undefined;

function restoreVolume() {
  const { volume, muted } = usePlayerStore.getState();
  applyVolume(volume, muted);
}

function tick() {
  const { endsAt } = useSleepTimer.getState();
  if (endsAt === null) return;
  const remainingMs = Math.max(0, endsAt - Date.now());
  useSleepTimer.setState({ remainingMs });
  if (remainingMs === 0) {
    // Paused first, then the volume put back: nothing is heard between the two.
    pause();
    cancelSleepTimer();
    return;
  }
  if (remainingMs <= FADE_MS && usePlayerStore.getState().playing) {
    const { volume, muted } = usePlayerStore.getState();
    audioElement().volume = muted ? 0 : (volume / 100) * (remainingMs / FADE_MS);
  }
}

/** The programme on air's end, when one is known (for 'Fin de l'émission'). */
export const programmeEndsAt = (): number | null => {
  const endsAt = usePlayerStore.getState().nowPlaying?.programme?.ends_at;
  const at = endsAt ? Date.parse(endsAt) : Number.NaN;
  return Number.isFinite(at) && at > Date.now() ? at : null;
};

export function startSleepTimer(choice: SleepChoice) {
  const endsAt = choice === 'programme' ? programmeEndsAt() : Date.now() + choice * 60_000;
  if (endsAt === null) return;
  window.clearInterval(ticker);
  restoreVolume();
  useSleepTimer.setState({ endsAt, choice, remainingMs: endsAt - Date.now() });
  ticker = window.setInterval(tick, TICK_MS);
}

export function cancelSleepTimer() {
  window.clearInterval(ticker);
  ticker = undefined;
  const fading = useSleepTimer.getState().remainingMs <= FADE_MS;
  useSleepTimer.setState({ endsAt: null, choice: null, remainingMs: 0 });
  if (fading) restoreVolume();
}

/** '14:32' or '1:02:05' left. */
export function formatRemaining(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor(total / 60) % 60;
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
