// Which API reads are kept for offline use: the public content lists (never anything
// personal, so one device's cache is nobody else's business). A new content list joins with one line.
import { type CachedList, offlineDb } from './offline-db.ts';

const OFFLINE_LISTS: Array<{ name: string; path: string; /** The URL the app reads, when it has a query. */ warm?: string }> = [
  { name: 'station', path: '/api/station' },
  { name: 'programme', path: '/api/schedule/shows' },
  { name: 'actualites', path: '/api/actualites' },
  { name: 'mixes', path: '/api/mixes' },
  { name: 'emissions', path: '/api/emissions' },
  { name: 'animateurs', path: '/api/animateurs' },
  { name: 'tv', path: '/api/tv-streams' },
  { name: 'a-propos', path: '/api/about-section/images' },
  { name: 'a-propos-chiffres', path: '/api/about-section/stats' },
  { name: 'hero', path: '/api/hero-images' },
  { name: 'concours', path: '/api/concours', warm: '/api/concours?status=active' },
  { name: 'soumissions', path: '/api/soumissions-concours' },
  { name: 'talents', path: '/api/talons' },
  { name: 'dedicaces', path: '/api/dedicaces' },
  { name: 'titres-diffuses', path: '/api/played-titles' },
];

/** The list a GET URL reads, if it is one kept offline (exact path; any query string). */
export function offlineListOf(url: URL): string | undefined {
  return OFFLINE_LISTS.find((list) => list.path === url.pathname)?.name;
}

export const listKey = (url: URL) => url.pathname + url.search;

/** One read transaction for the whole list. */
export async function readList(key: string): Promise<CachedList | undefined> {
  return (await offlineDb()).get('lists', key);
}

export async function saveList(key: string, data: unknown, updatedAt = Date.now()) {
  await (await offlineDb()).put('lists', { url: key, data, updatedAt });
}

/** When the freshest list was received: what the offline banner says when the page has no list. */
export async function lastUpdate(): Promise<number | undefined> {
  const lists = await (await offlineDb()).getAll('lists');
  return lists.length ? Math.max(...lists.map((list) => list.updatedAt)) : undefined;
}

/** The URL of every list as the app reads it, for warming the cache while online (offline-warmup.ts). */
export const offlineListUrls = () => OFFLINE_LISTS.map((list) => list.warm ?? list.path);
