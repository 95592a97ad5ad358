import { DEFAULT_RATE_LIMITS } from '../../config.ts';
import { likeMessages } from '@station/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, withCookie } from '../../test/accounts.ts';
import { appPerFile, json } from '../../test/test-app.ts';

// A script cannot inflate a like count, whatever it sends.
const t = appPerFile(() => ({ trustProxy: true, rateLimits: { ...DEFAULT_RATE_LIMITS, visitorLikesPerAddress: 3 } }));
let mixids: number[];
beforeAll(async () => {
  mixids = (await t.db.selectFrom('mixes').select('mixid').orderBy('mixid').execute()).map((row) => row.mixid);
});

const key = (n: number) => `script-visitor-${String(n).padStart(6, '0')}`;
const likeFrom = (address: string, visitor_key: string, content_id = mixids[0]) =>
  t.app.request('/api/likes', json('POST', { content_type: 'mix', content_id, visitor_key }, { 'X-Forwarded-For': address }));
const storedLikes = async (content_id = mixids[0]) =>
  Number((await t.db.selectFrom('likes').select((eb) => eb.fn.countAll().as('n')).where('content_type', '=', 'mix').where('content_id', '=', content_id).executeTakeFirstOrThrow()).n);

describe('like limits', () => {
  it('counts 20 parallel likes of one account once', async () => {
    const lea = await loginAs(t.app, 'user');
    const before = await storedLikes(mixids[1]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.app.request('/api/likes', withCookie(lea.cookie, json('POST', { content_type: 'mix', content_id: mixids[1] })))),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.every((answer) => answer.status === 201 || answer.status === 200)).toBe(true);
    expect(await storedLikes(mixids[1])).toBe(before + 1);
    // An account's like ignores any visitor key it sends: still one.
    await t.app.request('/api/likes', withCookie(lea.cookie, json('POST', { content_type: 'mix', content_id: mixids[1], visitor_key: key(999) })));
    expect(await storedLikes(mixids[1])).toBe(before + 1);
  });

  it('refuses new visitor likes past the per-address cap with a French 429, and counts none of them', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, (_, n) => likeFrom('203.0.113.7', key(n))));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(5);
    expect(await refused[0]?.json()).toEqual({ error: likeMessages.visitorLimit, code: 'rate_limited' });
    expect(await storedLikes()).toBe(3);
    // Another address is not blocked by this one.
    expect((await likeFrom('198.51.100.2', key(50))).status).toBe(201);
    expect(await storedLikes()).toBe(4);
  });

  it('counts a device once: repeating a like neither adds to the count nor uses the cap', async () => {
    const statuses = [];
    for (let n = 0; n < 4; n += 1) statuses.push((await likeFrom('192.0.2.9', key(70), mixids[2])).status);
    expect(statuses).toEqual([201, 200, 200, 200]);
    expect(await storedLikes(mixids[2])).toBe(1);
    // Two more new likes fit under the cap of 3, the next one does not.
    expect((await likeFrom('192.0.2.9', key(71), mixids[2])).status).toBe(201);
    expect((await likeFrom('192.0.2.9', key(72), mixids[2])).status).toBe(201);
    expect((await likeFrom('192.0.2.9', key(73), mixids[2])).status).toBe(429);
    expect(await storedLikes(mixids[2])).toBe(3);
  });

  it('answers the counts of a page of cards in one request, with the liked state of the caller', async () => {
    const ids = mixids.slice(0, 3).join(',');
    const response = await t.app.request(`/api/likes/counts?content_type=mix&ids=${ids},999999&visitor_key=${key(50)}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      [mixids[0]]: { count: 4, hasLiked: true },
      [mixids[1]]: { count: 1, hasLiked: false },
      [mixids[2]]: { count: 3, hasLiked: false },
      999999: { count: 0, hasLiked: false },
    });
    expect((await t.app.request('/api/likes/counts?content_type=mix&ids=1,abc')).status).toBe(400);
    expect((await t.app.request('/api/likes/counts?content_type=playlist&ids=1')).status).toBe(400);
  });
});
