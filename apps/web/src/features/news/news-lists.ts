import type { Actualite } from '@station/shared';
import { compareIso, isContestNews } from '@station/shared/client';

export type NewsKind = 'news' | 'contest';

export const EMPTY_NEWS: Record<NewsKind, string> = {
  news: 'Aucune actualité pour le moment.',
  contest: 'Prochainement des concours !',
};

const newestFirst = (a: Actualite, b: Actualite) => compareIso(b.date, a.date) || b.actualiteid - a.actualiteid;

/** 'jeux de concours' articles belong to contest news, never to the news list. */
export const articlesOfKind = (articles: Actualite[], kind: NewsKind) =>
  articles.filter((article) => isContestNews(article.categorie) === (kind === 'contest')).sort(newestFirst);
