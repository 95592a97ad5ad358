// The public pages the server renders (their HTML carries their content). The API renders exactly
// these; the service worker asks the network for these first and answers every other navigation
// with the app's shell at once. Each page names the query parameters its route reads
// (its `validateSearch`): the server keeps one rendered page per path and those parameters, so
// a link with tracking parameters or a made-up query string shares the page everyone gets.
interface ServerRenderedPage {
  path: RegExp;
  /** The query parameters the page's route reads; any other one changes nothing on it. */
  reads?: readonly string[];
}

const PAGES: readonly ServerRenderedPage[] = [
  { path: /^\/$/ },
  { path: /^\/actualites$/ },
  { path: /^\/actualites\/\d{1,9}$/ },
  { path: /^\/actualites\/concours$/ },
  { path: /^\/actualites\/concours\/\d{1,9}$/ },
  { path: /^\/emissions$/ },
  { path: /^\/mixes$/, reads: ['add'] },
  { path: /^\/weekly-mixes$/ },
  { path: /^\/animateurs$/ },
  { path: /^\/programme-calendrier$/ },
  { path: /^\/concours-talents$/, reads: ['paiement', 'concours'] },
  { path: /^\/talent\/\d{1,9}$/ },
  { path: /^\/a-propos$/ },
];

export const SERVER_RENDERED_PAGES: readonly RegExp[] = PAGES.map((page) => page.path);

export const isServerRenderedPage = (pathname: string) => SERVER_RENDERED_PAGES.some((page) => page.test(pathname));

/**
 * The path and the query parameters the page's route reads, in a fixed order: what its rendered
 * HTML depends on. Undefined for a page the server does not render.
 */
export function serverRenderedPageKey(pathname: string, search: URLSearchParams): string | undefined {
  const page = PAGES.find((each) => each.path.test(pathname));
  if (!page) return undefined;
  const kept = new URLSearchParams();
  for (const name of [...(page.reads ?? [])].sort()) {
    const value = search.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}
