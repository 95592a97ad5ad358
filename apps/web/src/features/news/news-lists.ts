import { type Actualite, isContestNews } from '@station/shared';

export type NewsKind = 'news' | 'contest';

const newestFirst = (a: Actualite, b: Actualite) => b.date.localeCompare(a.date) || b.actualiteid - a.actualiteid;

/** spec 2 §2: 'jeux de concours' articles belong to contest news, never to the news list. */
export const articlesOfKind = (articles: Actualite[], kind: NewsKind) =>
  articles.filter((article) => isContestNews(article.categorie) === (kind === 'contest')).sort(newestFirst);
