import { describe, expect, it, vi } from 'vitest';
import { createLiveFeed, WRITE_SLICE } from './live-feed.ts';

describe('the live feed', () => {
  it('writes a change to every open stream a slice at a time, letting other requests in between slices', async () => {
    const feed = createLiveFeed({ read: async () => ({ nowPlaying: { title: 'Titre 1' } }), tickMs: 5, keepAliveMs: 60_000 });
    const streams = 3 * WRITE_SLICE + 7;
    let written = 0;
    let writtenWhenOtherWorkRan: number | undefined;
    const subscribers = Array.from({ length: streams }, () => ({
      write(text: string) {
        expect(text).toContain('Titre 1');
        // Another request's work, queued as the first stream is written: it must not wait for all of them.
        if (written === 0) setImmediate(() => (writtenWhenOtherWorkRan = written));
        written += 1;
      },
    }));
    for (const subscriber of subscribers) feed.subscribe(subscriber);
    await vi.waitFor(() => expect(written).toBe(streams));
    expect(writtenWhenOtherWorkRan).toBe(WRITE_SLICE);
    for (const subscriber of subscribers) feed.unsubscribe(subscriber);
  });
});
