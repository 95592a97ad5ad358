// One reader per API process for the live figures (what is on air — the schedule and, with
// Icecast, the track and whether the mount is up — and the listener count), shared by every
// player connected to the events route: Icecast is asked once per tick whatever the audience, and
// a change reaches every player at once.

export interface LiveFeed<T extends Record<string, unknown>> {
  /** The listener gets each part of the snapshot that changed, by name. */
  subscribe(listener: (part: keyof T & string, value: unknown) => void): () => void;
}

/** Ticks only while someone listens; a failed read (database blip) waits for the next tick. */
export function createLiveFeed<T extends Record<string, unknown>>(read: () => Promise<T>, intervalMs: number): LiveFeed<T> {
  const listeners = new Set<(part: keyof T & string, value: unknown) => void>();
  const lastKeys = new Map<string, string>();
  let timer: NodeJS.Timeout | undefined;
  let reading = false;
  const tick = async () => {
    if (reading) return;
    reading = true;
    try {
      const snapshot = await read();
      for (const [part, value] of Object.entries(snapshot)) {
        const key = JSON.stringify(value);
        if (lastKeys.get(part) === key) continue;
        lastKeys.set(part, key);
        for (const listener of listeners) listener(part, value);
      }
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
        lastKeys.clear();
      };
    },
  };
}
