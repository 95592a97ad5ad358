/**
 * Loads a chunk the page can live without for a moment and hands it to `use`. When it misses (the
 * network dropped as the page opened, or the page is leaving and the browser cancels the import),
 * it tries again once the device is back online, and the miss is never an unhandled rejection.
 */
export function loadChunk<T>(load: () => Promise<T>, use: (chunk: T) => void) {
  const attempt = () => {
    load().then(use, () => window.addEventListener('online', attempt, { once: true }));
  };
  attempt();
}
