import { type Comment, messages } from '@station/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, withCookie } from '../../test/accounts.ts';
import { appPerFile, json } from '../../test/test-app.ts';
import { firstArticleId } from '../../test/factories.ts';

const t = appPerFile();
let lea: Awaited<ReturnType<typeof loginAs>>;
let nina: Awaited<ReturnType<typeof loginAs>>;
let admin: Awaited<ReturnType<typeof loginAs>>;
let articleId: number;
beforeAll(async () => {
  [lea, nina, admin] = [await loginAs(t.app, 'user'), await loginAs(t.app, 'talent'), await loginAs(t.app, 'admin')];
  articleId = await firstArticleId(t.db);
});

const post = (cookie: string | undefined, payload: Record<string, unknown>) =>
  t.app.request('/api/comments', withCookie(cookie, json('POST', { content_type: 'actualite', content_id: articleId, ...payload })));
const posted = async (cookie: string, payload: Record<string, unknown>) => ((await (await post(cookie, payload)).json()) as { comment: Comment }).comment;
const list = async (cookie?: string) => (await (await t.app.request(`/api/comments/actualite/${articleId}`, withCookie(cookie))).json()) as Comment[];
const approve = (id: number) => t.app.request(`/api/comments/${id}/approve`, withCookie(admin.cookie, json('PATCH', { is_approved: true })));

describe('comments', () => {
  it('stores a pending comment by the session account and answers the spec message', async () => {
    const response = await post(lea.cookie, { comment_text: ' Très bon article ', user_id: 999 });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      message: messages.commentSent,
      comment: { comment_text: 'Très bon article', user_id: lea.account.id, is_approved: false, user_prenom: 'Léa', user_nom: 'Martin', author_name: 'Léa Martin' },
    });
  });

  it.each([
    ['a blank comment', { comment_text: '  ' }, messages.commentRequired],
    ['a blank reply', { comment_text: '', parent_comment_id: 1 }, messages.replyRequired],
    ['an unknown content type', { content_type: 'playlist', comment_text: 'Salut' }, messages.likeContentTypeInvalid],
  ])('refuses %s with a French 400', async (_label, payload, error) => {
    const response = await post(lea.cookie, payload);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error });
  });

  it('refuses missing content (404), visitors (401) and moderators (403)', async () => {
    expect((await post(lea.cookie, { content_id: 999_999, comment_text: 'Salut' })).status).toBe(404);
    expect((await post(undefined, { comment_text: 'Salut' })).status).toBe(401);
    const sophie = await loginAs(t.app, 'moderator');
    expect((await post(sophie.cookie, { comment_text: 'Salut' })).status).toBe(403);
  });

  it('shows approved comments to all, own pending ones to their author, everything to admins', async () => {
    const pending = await posted(nina.cookie, { comment_text: 'Mon avis de talent' });
    expect((await list()).map((c) => c.commentid)).not.toContain(pending.commentid);
    expect((await list(lea.cookie)).map((c) => c.commentid)).not.toContain(pending.commentid);
    expect((await list(nina.cookie)).find((c) => c.commentid === pending.commentid)).toMatchObject({ is_approved: false, talon_nom_artiste: 'Nina Rose' });
    expect((await list(admin.cookie)).map((c) => c.commentid)).toContain(pending.commentid);
    expect((await approve(pending.commentid)).status).toBe(200);
    expect((await list()).find((c) => c.commentid === pending.commentid)).toMatchObject({ is_approved: true });
  });

  it('nests replies, only under an approved comment of the same content', async () => {
    const parent = await posted(lea.cookie, { comment_text: 'Question ?' });
    const early = await post(nina.cookie, { comment_text: 'Réponse', parent_comment_id: parent.commentid });
    expect(await early.json()).toMatchObject({ error: messages.replyParentInvalid });
    await approve(parent.commentid);
    const reply = await post(nina.cookie, { comment_text: 'Réponse', parent_comment_id: parent.commentid });
    expect(reply.status).toBe(201);
    expect(await reply.json()).toMatchObject({ message: messages.replySent });
    const other = await post(nina.cookie, { content_type: 'mix', content_id: 1, comment_text: 'Ailleurs', parent_comment_id: parent.commentid });
    expect(other.status).toBe(400);
    const thread = (await list(nina.cookie)).find((c) => c.commentid === parent.commentid);
    expect(thread?.replies.map((r) => r.comment_text)).toEqual(['Réponse']);
  });

  it("shows an admin's comment as the station's, approved at once", async () => {
    const response = await post(admin.cookie, { comment_text: 'Merci à tous' });
    expect(response.status).toBe(201);
    const { message, comment } = await response.json();
    // Nothing to wait for: the toast says it is published, not that it awaits moderation.
    expect(message).toBe(messages.commentPublished);
    expect(comment).toMatchObject({ is_approved: true, is_admin: true, author_name: `Admin ${t.config.station.name}` });
  });

  it('deletes own comments; only admins delete the others', async () => {
    const mine = await posted(lea.cookie, { comment_text: 'À effacer' });
    const del = (cookie: string, id: number) => t.app.request(`/api/comments/${id}`, withCookie(cookie, { method: 'DELETE', headers: { Origin: 'http://localhost' } }));
    expect((await del(nina.cookie, mine.commentid)).status).toBe(403);
    const own = await del(lea.cookie, mine.commentid);
    expect(await own.json()).toEqual({ message: messages.commentDeleted });
    expect((await del(admin.cookie, mine.commentid)).status).toBe(404);
  });
});
