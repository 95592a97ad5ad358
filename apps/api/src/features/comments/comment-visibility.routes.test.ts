import { type Comment, messages } from '@station/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, withCookie } from '../../test/accounts.ts';
import { appPerFile, json } from '../../test/test-app.ts';

// Comments on every content type, with what each role sees decided by the server.
const t = appPerFile();
let lea: Awaited<ReturnType<typeof loginAs>>;
let nina: Awaited<ReturnType<typeof loginAs>>;
let admin: Awaited<ReturnType<typeof loginAs>>;
let sophie: Awaited<ReturnType<typeof loginAs>>;
const targets: Array<{ content_type: 'mix' | 'emission' | 'actualite'; content_id: number }> = [];
beforeAll(async () => {
  [lea, nina, admin, sophie] = [await loginAs(t.app, 'user'), await loginAs(t.app, 'talent'), await loginAs(t.app, 'admin'), await loginAs(t.app, 'moderator')];
  targets.push({ content_type: 'mix', content_id: (await t.db.selectFrom('mixes').select('mixid').executeTakeFirstOrThrow()).mixid });
  targets.push({ content_type: 'emission', content_id: (await t.db.selectFrom('emissions').select('id').executeTakeFirstOrThrow()).id });
  targets.push({ content_type: 'actualite', content_id: (await t.db.selectFrom('actualites').select('actualiteid').executeTakeFirstOrThrow()).actualiteid });
});

type Target = (typeof targets)[number];
const post = (cookie: string, target: Target, payload: Record<string, unknown>) => t.app.request('/api/comments', withCookie(cookie, json('POST', { ...target, ...payload })));
const ids = async (target: Target, cookie?: string) => {
  const threads = (await (await t.app.request(`/api/comments/${target.content_type}/${target.content_id}`, withCookie(cookie))).json()) as Comment[];
  return threads.flatMap((thread) => [thread.commentid, ...thread.replies.map((reply) => reply.commentid)]);
};
const del = (cookie: string, id: number) => t.app.request(`/api/comments/${id}`, withCookie(cookie, { method: 'DELETE', headers: { Origin: 'http://localhost' } }));

describe.each(['mix', 'emission', 'actualite'] as const)('comments on a %s', (type) => {
  const target = () => targets.find((each) => each.content_type === type)!;

  it('shows a pending comment to its author and admins only, then to everyone once approved', async () => {
    const response = await post(lea.cookie, target(), { comment_text: `Pending on ${type}` });
    expect(response.status).toBe(201);
    const { comment } = (await response.json()) as { comment: Comment };
    expect(comment.is_approved).toBe(false);
    expect(await ids(target())).not.toContain(comment.commentid); // visitor
    expect(await ids(target(), nina.cookie)).not.toContain(comment.commentid); // another listener
    expect(await ids(target(), sophie.cookie)).not.toContain(comment.commentid); // moderators moderate dedications only
    expect(await ids(target(), lea.cookie)).toContain(comment.commentid); // its author
    expect(await ids(target(), admin.cookie)).toContain(comment.commentid);

    // No reply to a pending comment, whatever the page offers.
    const early = await post(nina.cookie, target(), { comment_text: 'Trop tôt', parent_comment_id: comment.commentid });
    expect(early.status).toBe(400);
    expect(await early.json()).toMatchObject({ error: messages.replyParentInvalid });

    await t.app.request(`/api/comments/${comment.commentid}/approve`, withCookie(admin.cookie, json('PATCH', { is_approved: true })));
    expect(await ids(target())).toContain(comment.commentid);
    const reply = await post(nina.cookie, target(), { comment_text: 'Maintenant oui', parent_comment_id: comment.commentid });
    expect(reply.status).toBe(201);
  });

  it("refuses to delete someone else's comment, and keeps it", async () => {
    const { comment } = (await (await post(lea.cookie, target(), { comment_text: 'À moi' })).json()) as { comment: Comment };
    const refused = await del(nina.cookie, comment.commentid);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: messages.forbidden });
    expect((await del(sophie.cookie, comment.commentid)).status).toBe(403);
    expect(await ids(target(), lea.cookie)).toContain(comment.commentid);
    expect((await del(admin.cookie, comment.commentid)).status).toBe(200);
    expect(await ids(target(), lea.cookie)).not.toContain(comment.commentid);
  });
});
