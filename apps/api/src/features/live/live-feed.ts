// One reader per API process for the live figures (what is on air — the schedule and, with
// Icecast, the track and whether the mount is up — and the listener count), shared by every
// player connected to the events route (issue 23, docs/decisions/180): the figures are read once a
// tick whatever the audience, a new stream starts from the last snapshot without a query of its
// own, a change reaches every player at once, and one timer keeps every idle stream alive.

export interface FeedSubscriber<T> {
  /** A part of the snapshot that changed, by name, with its JSON (made once for every subscriber). */
  send(part: keyof T & string, value: T[keyof T], json: string): void;
  /** Nothing to say for a while: a comment line keeps proxies from closing the stream. */
  keepAlive(): void;
}

export interface LiveFeed<T> {
  /** The last snapshot; read again only when none is kept fresh by the tick. */
  current(): Promise<T>;
  /** The last snapshot while the tick keeps it fresh (streams open), else undefined: no read. */
  kept(): T | undefined;
  subscribe(subscriber: FeedSubscriber<T>): () => void;
  /** Something waits for the next tick (heartbeats to write): tick even without subscribers. */
  wake(): void;
  readonly subscribers: number;
}

export interface LiveFeedOptions<T> {
  read: () => Promise<T>;
  tickMs: number;
  keepAliveMs: number;
  /** Keeps the tick going without subscribers while true (heartbeats not written yet). */
  busy?: () => boolean;
}

/** Ticks only while someone listens or something waits; a failed read waits for the next tick. */
export function createLiveFeed<T extends Record<string, unknown>>({ read, tickMs, keepAliveMs, busy }: LiveFeedOptions<T>): LiveFeed<T> {
  const subscribers = new Set<FeedSubscriber<T>>();
  const lastKeys = new Map<string, string>();
  let snapshot: T | undefined;
  let readAt = 0;
  let reading: Promise<T> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let lastKeepAlive = Date.now();

  const publish = (next: T) => {
    for (const [part, value] of Object.entries(next)) {
      const key = JSON.stringify(value);
      if (lastKeys.get(part) === key) continue;
      lastKeys.set(part, key);
      for (const subscriber of subscribers) subscriber.send(part as keyof T & string, value as T[keyof T], key);
    }
  };

  // One read at a time: whoever asks while it runs shares it.
  const refresh = () => {
    reading ??= read()
      .then((next) => {
        snapshot = next;
        readAt = Date.now();
        publish(next);
        return next;
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };

  const tick = async () => {
    await refresh().catch(() => {}); // subscribers keep what they have
    if (Date.now() - lastKeepAlive >= keepAliveMs) {
      lastKeepAlive = Date.now();
      for (const subscriber of subscribers) subscriber.keepAlive();
    }
    if (subscribers.size === 0 && !busy?.()) stop();
  };

  const start = () => {
    if (timer) return;
    let ticking = false;
    timer = setInterval(() => {
      if (ticking) return;
      ticking = true;
      void tick().finally(() => {
        ticking = false;
      });
    }, tickMs);
    timer.unref();
  };
  const stop = () => {
    clearInterval(timer);
    timer = undefined;
  };

  return {
    async current() {
      if (snapshot && (timer || Date.now() - readAt < tickMs)) return snapshot;
      try {
        return await refresh();
      } catch (error) {
        if (snapshot) return snapshot; // a database blip: the last figures rather than an error
        throw error;
      }
    },
    kept: () => (timer ? snapshot : undefined),
    subscribe(subscriber) {
      subscribers.add(subscriber);
      start();
      return () => {
        subscribers.delete(subscriber);
      };
    },
    wake: start,
    get subscribers() {
      return subscribers.size;
    },
  };
}
