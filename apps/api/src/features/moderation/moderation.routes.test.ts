import type { ModerationItem } from '@station/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, withCookie } from '../../test/accounts.ts';
import { appPerFile, json } from '../../test/test-app.ts';

// One queue of everything pending; moderators see dedications only.
const t = appPerFile();
let lea: Awaited<ReturnType<typeof loginAs>>;
let admin: Awaited<ReturnType<typeof loginAs>>;
let sophie: Awaited<ReturnType<typeof loginAs>>;
let mix: { mixid: number; titre: string };
beforeAll(async () => {
  [lea, admin, sophie] = [await loginAs(t.app, 'user'), await loginAs(t.app, 'admin'), await loginAs(t.app, 'moderator')];
  mix = await t.db.selectFrom('mixes').select(['mixid', 'titre']).orderBy('mixid').executeTakeFirstOrThrow();
});

const queue = async (cookie?: string) => t.app.request('/api/moderation/pending', withCookie(cookie));
const items = async (cookie: string) => (await (await queue(cookie)).json()) as ModerationItem[];
const count = async (cookie: string) => ((await (await t.app.request('/api/moderation/pending/count', withCookie(cookie))).json()) as { count: number }).count;

describe('moderation queue', () => {
  it('lists pending comments and dedications newest first for admins, dedications only for moderators', async () => {
    const adminBefore = await count(admin.cookie);
    const moderatorBefore = await count(sophie.cookie);
    await t.app.request('/api/dedicaces', withCookie(lea.cookie, json('POST', { nom_destinataire: 'Camille', nom_expediteur: 'Léa', message: 'Pour toi' })));
    await t.app.request('/api/comments', withCookie(lea.cookie, json('POST', { content_type: 'mix', content_id: mix.mixid, comment_text: 'Quel mix !' })));

    const all = await items(admin.cookie);
    expect(all[0]).toMatchObject({ kind: 'comment', text: 'Quel mix !', author_name: 'Léa Martin', content_type: 'mix', content_title: mix.titre });
    expect(all[1]).toMatchObject({ kind: 'dedication', text: 'Pour toi', nom_destinataire: 'Camille' });
    const times = all.map((item) => item.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(await count(admin.cookie)).toBe(adminBefore + 2);

    const mine = await items(sophie.cookie);
    expect(mine.every((item) => item.kind === 'dedication')).toBe(true);
    expect(mine.map((item) => item.text)).toContain('Pour toi');
    expect(await count(sophie.cookie)).toBe(moderatorBefore + 1);
  });

  it('drops an item once decided', async () => {
    const [first] = await items(admin.cookie);
    await t.app.request(`/api/comments/${first!.id}/approve`, withCookie(admin.cookie, json('PATCH', { is_approved: true })));
    expect((await items(admin.cookie)).some((item) => item.kind === 'comment' && item.id === first!.id)).toBe(false);
  });

  it('refuses listeners (403) and visitors (401)', async () => {
    expect((await queue()).status).toBe(401);
    const refused = await queue(lea.cookie);
    expect(refused.status).toBe(403);
    expect((await t.app.request('/api/moderation/pending/count', withCookie(lea.cookie))).status).toBe(403);
  });
});
