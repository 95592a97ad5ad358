import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadChunk } from './load-chunk.ts';

afterEach(() => vi.unstubAllGlobals());

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loadChunk', () => {
  it('tries a missed chunk again once the device is back online, without an unhandled rejection', async () => {
    const device = new EventTarget();
    vi.stubGlobal('window', device);
    const load = vi.fn().mockRejectedValueOnce(new TypeError('error loading dynamically imported module')).mockResolvedValue({ ready: true });
    const used: unknown[] = [];
    loadChunk(load, (chunk) => used.push(chunk));
    await settle();
    // Missed: nothing used, and nothing tried again until the network comes back.
    expect(used).toEqual([]);
    expect(load).toHaveBeenCalledTimes(1);
    device.dispatchEvent(new Event('online'));
    await settle();
    expect(used).toEqual([{ ready: true }]);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
