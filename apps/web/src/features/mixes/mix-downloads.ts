// Mixes kept for offline listening ('Télécharger'): the whole audio file goes into the
// Cache API under its own URL; the service worker answers that URL from the cache, byte ranges
// included (sw/src/mix-downloads.ts), so the player plays and seeks it with no network.
import { create } from 'zustand';
import { MIX_AUDIO_CACHE } from '../../offline/cache-names.ts';

interface DownloadsState {
  /** Audio path → size in bytes, for the mixes kept offline. */
  sizes: Record<string, number>;
  /** Audio path → share received (0..1), while downloading. */
  progress: Record<string, number>;
  loaded: boolean;
}

export const useDownloads = create<DownloadsState>(() => ({ sizes: {}, progress: {}, loaded: false }));

const BYTES_HEADER = 'X-Downloaded-Bytes';

/**
 * Tells the worker its list of downloaded mixes changed, and waits (briefly) until it has read it
 * again: a removed mix then no longer goes through the worker's cache path once the page says so.
 */
async function tellServiceWorker() {
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  const worker = registration?.active;
  if (!worker) return;
  const channel = new MessageChannel();
  const reread = new Promise<void>((resolve) => {
    channel.port1.onmessage = () => resolve();
    setTimeout(resolve, 2_000);
  });
  worker.postMessage({ type: 'MIX_DOWNLOADS_CHANGED' }, [channel.port2]);
  await reread;
  channel.port1.close();
}

export async function loadDownloads() {
  if (useDownloads.getState().loaded || !('caches' in window)) return;
  const cache = await caches.open(MIX_AUDIO_CACHE);
  const sizes: Record<string, number> = {};
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    // Without the header (the server sent no length), the stored file says its own size.
    sizes[new URL(request.url).pathname] = Number(response?.headers.get(BYTES_HEADER) ?? 0) || ((await response?.blob())?.size ?? 0);
  }
  useDownloads.setState({ sizes, loaded: true });
}

export async function downloadMix(path: string) {
  const setProgress = (share: number | undefined) =>
    useDownloads.setState((state) => {
      const { [path]: _done, ...rest } = state.progress;
      return { progress: share === undefined ? rest : { ...rest, [path]: share } };
    });
  setProgress(0);
  const cache = await caches.open(MIX_AUDIO_CACHE);
  try {
    // no-store: the copy lives in the Cache API only, so removing it really frees the space.
    const response = await fetch(path, { cache: 'no-store' });
    if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
    const total = Number(response.headers.get('Content-Length') ?? 0);
    let received = 0;
    let shownPercent = 0;
    // The audio streams straight into the cache: a long mix is never held whole in the phone's memory.
    const counted = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          received += chunk.length;
          const percent = total ? Math.floor((received / total) * 100) : 0;
          if (percent > shownPercent) {
            shownPercent = percent;
            setProgress(received / total);
          }
          controller.enqueue(chunk);
        },
      }),
    );
    const headers = new Headers({ 'Content-Type': response.headers.get('Content-Type') ?? 'audio/mpeg' });
    if (total) {
      headers.set('Content-Length', String(total));
      headers.set(BYTES_HEADER, String(total));
    }
    await cache.put(path, new Response(counted, { status: 200, headers }));
    // A connection cut midway must not leave half a mix that looks downloaded.
    if (total && received !== total) throw new Error(`incomplete: ${received} of ${total} bytes`);
    await tellServiceWorker();
    useDownloads.setState((state) => ({ sizes: { ...state.sizes, [path]: received } }));
  } catch (error) {
    await cache.delete(path);
    throw error;
  } finally {
    setProgress(undefined);
  }
}

export async function removeDownload(path: string) {
  const cache = await caches.open(MIX_AUDIO_CACHE);
  await cache.delete(path);
  await tellServiceWorker();
  useDownloads.setState((state) => {
    const { [path]: _removed, ...rest } = state.sizes;
    return { sizes: rest };
  });
}

// Made at its first use (a downloaded mix's size): made as the home's sections loaded, it was ~20 ms
// of the hydration's first task on a slow phone (@station/shared's dates.ts says why).
let sizeFormatMade: Intl.NumberFormat | undefined;
const sizeFormat = () => (sizeFormatMade ??= new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }));

/** '251 Ko', '12,4 Mo'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${sizeFormat().format(Math.max(1, Math.round(bytes / 1024)))} Ko`;
  return `${sizeFormat().format(bytes / (1024 * 1024))} Mo`;
}
