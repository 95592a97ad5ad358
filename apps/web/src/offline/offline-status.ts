// What the offline banner needs: are we online, and which lists on screen came from IndexedDB
// (with the date they were received).
import { create } from 'zustand';

interface OfflineStatus {
  online: boolean;
  /** List key → when it was received, for lists currently shown from the offline cache. */
  fromCache: Record<string, number>;
  servedFromCache: (key: string, updatedAt: number) => void;
  servedFresh: (key: string) => void;
}

export const useOfflineStatus = create<OfflineStatus>((set) => ({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  fromCache: {},
  servedFromCache: (key, updatedAt) => set((state) => ({ fromCache: { ...state.fromCache, [key]: updatedAt } })),
  servedFresh: (key) =>
    set((state) => {
      if (!(key in state.fromCache)) return state;
      const { [key]: _fresh, ...rest } = state.fromCache;
      return { fromCache: rest };
    }),
}));

/** The oldest date among what is shown from the cache: the honest 'last update'. */
export const oldestCached = (fromCache: Record<string, number>) => {
  const dates = Object.values(fromCache);
  return dates.length ? Math.min(...dates) : undefined;
};

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => useOfflineStatus.setState({ online: true }));
  window.addEventListener('offline', () => useOfflineStatus.setState({ online: false }));
}
