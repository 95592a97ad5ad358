import { type Actualite, isContestNews, messages } from '@station/shared';
import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../test/test-app.ts';

const t = appPerFile();

describe('GET /api/actualites', () => {
  it('lists 10 articles, newest first, 3 of them contest news', async () => {
    const response = await t.app.request('/api/actualites');
    expect(response.status).toBe(200);
    const articles: Actualite[] = await response.json();
    expect(articles).toHaveLength(10);
    const dates = articles.map((article) => article.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(articles.filter((article) => isContestNews(article.categorie))).toHaveLength(3);
    expect(articles.some((article) => article.content?.includes('\n'))).toBe(true);
  });
});

describe('GET /api/actualites/:actualiteid', () => {
  it('returns one article', async () => {
    const response = await t.app.request('/api/actualites/1');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ actualiteid: 1 });
  });

  it('answers unknown and malformed ids in French', async () => {
    const missing = await t.app.request('/api/actualites/5000');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: messages.actualiteNotFound });
    const malformed = await t.app.request('/api/actualites/un');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: messages.invalidId });
  });
});
