// One reader per API process for the live figures (what is on air — the schedule and, with
// Icecast, the track and whether the mount is up — and the listener count), shared by every
// player connected to the events route (docs/decisions/180-listeners-at-scale.md): the figures are read once a
// tick whatever the audience, a new stream starts from the last snapshot without a query of its
// own, a change reaches every player at once, and one timer keeps every idle stream alive.
// A change is written to the open streams a slice at a time, yielding to the event loop between
// slices, so that 10,000 writes never hold up the other requests for a whole loop; parts that
// change at every tick while players arrive (the listener figure) are sent at most every few
// seconds, the newest value each time (docs/performance.md, "Listeners at scale").

/** What an open stream needs from the feed: a place to write its frames (Node's response is one). */
export interface FeedSubscriber {
  write(text: string): unknown;
}

export interface LiveFeed<T> {
  /** The last snapshot; read again only when none is kept fresh by the tick. */
  current(): Promise<T>;
  /** The last snapshot while the tick keeps it fresh (streams open), else undefined: no read. */
  kept(): T | undefined;
  subscribe(subscriber: FeedSubscriber): void;
  unsubscribe(subscriber: FeedSubscriber): void;
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
  /** Parts sent to open streams at most this often (ms), the newest value when the time comes. */
  throttleMs?: Partial<Record<keyof T & string, number>>;
}

/**
 * Streams written between two turns of the event loop: under a millisecond of socket writes. With
 * 500 a slice, a title change at 10,000 players held a public list read's p99 at 3× its figure
 * without players; with 50, 1.1–1.4× (docs/performance.md, "Listeners at scale").
 */
export const WRITE_SLICE = 50;

/** A Server-Sent Events frame: made once per change, written as it is to every stream. */
export const eventFrame = (event: string, json: string) => `event: ${event}\ndata: ${json}\n\n`;
const KEEP_ALIVE_FRAME = ': keep-alive\n\n';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Ticks only while someone listens or something waits; a failed read waits for the next tick. */
export function createLiveFeed<T extends Record<string, unknown>>({ read, tickMs, keepAliveMs, busy, throttleMs = {} }: LiveFeedOptions<T>): LiveFeed<T> {
  const subscribers = new Set<FeedSubscriber>();
  const lastKeys = new Map<string, string>();
  const lastSentAt = new Map<string, number>();
  let snapshot: T | undefined;
  let readAt = 0;
  let reading: Promise<T> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let lastKeepAlive = Date.now();

  /** Writes one text to every stream open now, a slice at a time (one that closes meanwhile is skipped). */
  const writeAll = async (text: string) => {
    const targets = [...subscribers];
    for (let start = 0; start < targets.length; start += WRITE_SLICE) {
      if (start > 0) await nextTurn();
      const end = Math.min(targets.length, start + WRITE_SLICE);
      for (let i = start; i < end; i += 1) {
        const subscriber = targets[i]!;
        if (subscribers.has(subscriber)) subscriber.write(text);
      }
    }
  };

  /** The parts that changed since they were last sent (and whose turn it is), in one text. */
  const publish = async (next: T) => {
    const now = Date.now();
    let text = '';
    for (const [part, value] of Object.entries(next)) {
      const key = JSON.stringify(value);
      if (lastKeys.get(part) === key) continue;
      const every = throttleMs[part as keyof T & string];
      if (every !== undefined && now - (lastSentAt.get(part) ?? 0) < every) continue; // the newest goes later
      lastKeys.set(part, key);
      lastSentAt.set(part, now);
      text += eventFrame(part, key);
    }
    if (text && subscribers.size > 0) await writeAll(text);
  };

  // One read at a time: whoever asks while it runs shares it.
  const refresh = () => {
    reading ??= read()
      .then((next) => {
        snapshot = next;
        readAt = Date.now();
        return next;
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };

  const tick = async () => {
    try {
      await publish(await refresh());
    } catch {
      // subscribers keep what they have
    }
    if (Date.now() - lastKeepAlive >= keepAliveMs) {
      lastKeepAlive = Date.now();
      await writeAll(KEEP_ALIVE_FRAME);
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
    },
    unsubscribe(subscriber) {
      subscribers.delete(subscriber);
    },
    wake: start,
    get subscribers() {
      return subscribers.size;
    },
  };
}
