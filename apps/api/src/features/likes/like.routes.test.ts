import { messages } from '@station/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { appPerFile, json } from '../../test/test-app.ts';
import { firstMixId } from '../../test/factories.ts';

const t = appPerFile();
let mixid: number;
beforeAll(async () => {
  mixid = await firstMixId(t.db);
});

const VISITOR_A = 'visitor-a-0123456789abcdef';
const VISITOR_B = 'visitor-b-0123456789abcdef';
const likeBody = (visitor_key: string, content_id = mixid) => ({ content_type: 'mix', content_id, visitor_key });
const count = async (id = mixid) => (await (await t.app.request(`/api/likes/count/mix/${id}`)).json()).count;
const check = async (visitor: string) => (await (await t.app.request(`/api/likes/check/mix/${mixid}?visitor_key=${visitor}`)).json()).hasLiked;

describe('likes (visitors too, without an account)', () => {
  // Each test likes with its own visitors and reads counts against its own start: any one runs alone.
  it('a visitor likes a mix once: 201, then 200 with the same count', async () => {
    const before = await count();
    const first = await t.app.request('/api/likes', json('POST', likeBody(VISITOR_A)));
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ liked: true, count: before + 1 });
    const again = await t.app.request('/api/likes', json('POST', likeBody(VISITOR_A)));
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ liked: true, count: before + 1 });
    expect(await check(VISITOR_A)).toBe(true);
    expect(await check(VISITOR_B)).toBe(false);
  });

  it('counts every liker and unlikes only the caller', async () => {
    const [first, second] = ['visitor-c-0123456789abcdef', 'visitor-d-0123456789abcdef'];
    const before = await count();
    await t.app.request('/api/likes', json('POST', likeBody(first)));
    await t.app.request('/api/likes', json('POST', likeBody(second)));
    expect(await count()).toBe(before + 2);
    const removed = await t.app.request('/api/likes', json('DELETE', likeBody(first)));
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ liked: false, count: before + 1 });
    expect(await check(first)).toBe(false);
    expect(await check(second)).toBe(true);
  });

  it('answers 404 when unliking what was not liked (the web app ignores it)', async () => {
    const response = await t.app.request('/api/likes', json('DELETE', likeBody('visitor-e-0123456789abcdef')));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: messages.likeNotFound });
  });

  it('refuses unknown content with a 404 and stores nothing', async () => {
    const response = await t.app.request('/api/likes', json('POST', likeBody(VISITOR_A, 999_999)));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: messages.likeContentNotFound });
    expect(await count(999_999)).toBe(0);
  });

  it.each([
    ['an unknown content type', { content_type: 'playlist', content_id: 1, visitor_key: VISITOR_A }, messages.likeContentTypeInvalid],
    ['a malformed visitor key', { content_type: 'mix', content_id: 1, visitor_key: 'court' }, messages.likeVisitorKeyInvalid],
    ['no liker at all', { content_type: 'mix', content_id: 1 }, messages.likeVisitorKeyMissing],
    ['a string id', { content_type: 'mix', content_id: '1', visitor_key: VISITOR_A }, messages.invalidId],
  ])('refuses %s with a French 400', async (_label, body, message) => {
    const response = await t.app.request('/api/likes', json('POST', body));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: message });
  });

  it('likes news and shows too, each counted apart', async () => {
    const article = await t.db.selectFrom('actualites').select('actualiteid').executeTakeFirstOrThrow();
    const emission = await t.db.selectFrom('emissions').select('id').executeTakeFirstOrThrow();
    const onArticle = await t.app.request('/api/likes', json('POST', { content_type: 'actualite', content_id: article.actualiteid, visitor_key: VISITOR_A }));
    const onEmission = await t.app.request('/api/likes', json('POST', { content_type: 'emission', content_id: emission.id, visitor_key: VISITOR_A }));
    expect([onArticle.status, onEmission.status]).toEqual([201, 201]);
    const stored = await t.db.selectFrom('likes').select(['content_type', 'content_id']).where('visitor_key', '=', VISITOR_A).execute();
    expect(stored).toEqual(
      expect.arrayContaining([
        { content_type: 'actualite', content_id: article.actualiteid },
        { content_type: 'emission', content_id: emission.id },
      ]),
    );
  });

  it('checks without a visitor key as not liked, and refuses a bad path', async () => {
    expect((await (await t.app.request(`/api/likes/check/mix/${mixid}`)).json()).hasLiked).toBe(false);
    expect((await t.app.request('/api/likes/count/playlist/1')).status).toBe(400);
    expect((await t.app.request('/api/likes/count/mix/abc')).status).toBe(400);
  });
});
