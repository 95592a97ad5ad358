// One reader per API process for what is on air (the schedule and, with Icecast, the track and
// whether the mount is up), shared by every listener connected to the events route: Icecast is
// asked once per tick whatever the audience, and a change reaches every player at once.
import type { NowPlaying } from '@station/shared';

export interface NowPlayingFeed {
  subscribe(listener: (nowPlaying: NowPlaying) => void): () => void;
}

/** Ticks only while someone listens; a failed read (database blip) waits for the next tick. */
export function createNowPlayingFeed(read: () => Promise<NowPlaying>, intervalMs: number): NowPlayingFeed {
  const listeners = new Set<(nowPlaying: NowPlaying) => void>();
  let lastKey: string | null = null;
  let timer: NodeJS.Timeout | undefined;
  let reading = false;
  const tick = async () => {
    if (reading) return;
    reading = true;
    try {
      const value = await read();
      const key = JSON.stringify(value);
      if (key === lastKey) return;
      lastKey = key;
      for (const listener of listeners) listener(value);
    } catch {
      // The next tick tries again; subscribers keep what they have.
    } finally {
      reading = false;
    }
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!timer) {
        timer = setInterval(() => void tick(), intervalMs);
        timer.unref();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        clearInterval(timer);
        timer = undefined;
        lastKey = null;
      };
    },
  };
}
