// The kinds of search results, apart from the rest of search-values.ts: the search route's address
// check runs in the web app's first load, and a bundler keeps a module whole in the chunk of its
// first user (the search page's matching and highlighting would come with the kinds).
export const SEARCH_KINDS = ['programme', 'emission', 'mix', 'news', 'contest_news', 'presenter', 'talent', 'contest'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
