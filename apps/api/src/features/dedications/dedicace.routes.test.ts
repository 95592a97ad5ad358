import { type Dedication, messages, parisWallTime } from '@station/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, withCookie } from '../../test/accounts.ts';
import { appPerFile, json } from '../../test/test-app.ts';

const t = appPerFile();
let lea: Awaited<ReturnType<typeof loginAs>>;
let sophie: Awaited<ReturnType<typeof loginAs>>;
let admin: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  [lea, sophie, admin] = [await loginAs(t.app, 'user'), await loginAs(t.app, 'moderator'), await loginAs(t.app, 'admin')];
});

const body = { nom_destinataire: '  Camille ', nom_expediteur: 'Léa', message: '  Joyeux anniversaire !  ' };
const send = (cookie: string | undefined, payload: unknown = body) => t.app.request('/api/dedicaces', withCookie(cookie, json('POST', payload)));
const get = async <T>(path: string, cookie?: string) => (await t.app.request(path, withCookie(cookie))).json() as Promise<T>;
const decide = (cookie: string, id: number, decision: unknown) => t.app.request(`/api/dedicaces/${id}/approve`, withCookie(cookie, json('PATCH', decision)));

describe('sending a dedication', () => {
  it('stores it pending for the session account, trimmed, and answers the spec message', async () => {
    const response = await send(lea.cookie, { ...body, user_id: 999, approved: 1, programme_id: 1 });
    expect(response.status).toBe(201);
    const { message, dedication } = (await response.json()) as { message: string; dedication: Dedication };
    expect(message).toBe(messages.dedicationSent);
    expect(dedication).toMatchObject({ user_id: lea.account.id, approved: 0, nom_destinataire: 'Camille', message: 'Joyeux anniversaire !', user_email: 'lea.martin@example.org' });
  });

  it.each([
    ['a blank recipient', { ...body, nom_destinataire: '   ' }, messages.dedicationRecipientRequired],
    ['a blank message', { ...body, message: ' ' }, messages.dedicationMessageRequired],
    ['a message over 500 characters', { ...body, message: 'a'.repeat(501) }, messages.dedicationMessageTooLong],
    ['no sender name', { nom_destinataire: 'Camille', message: 'Salut' }, messages.dedicationSenderRequired],
  ])('refuses %s with a French 400', async (_label, payload, error) => {
    const response = await send(lea.cookie, payload);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error });
  });

  it('accepts exactly 500 characters', async () => {
    expect((await send(lea.cookie, { ...body, message: 'é'.repeat(500) })).status).toBe(201);
  });

  it('records the programme on air, or none', async () => {
    const wall = parisWallTime(new Date());
    const special = await t.db
      .insertInto('programmes')
      .values({ title: 'Spécial dédicaces', description: '', host: 'Sophie', type: 'talk', start_time: '00:00', end_time: '23:59', days: [], specific_date: wall.date } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const onAir = (await (await send(lea.cookie)).json()) as { dedication: Dedication };
    expect(onAir.dedication.programme_id).toBe(special.id);
    await t.db.deleteFrom('programmes').execute();
    const offAir = (await (await send(lea.cookie)).json()) as { dedication: Dedication };
    expect(offAir.dedication.programme_id).toBeNull();
  });
});

describe('moderation and visibility', () => {
  it('shows only approved ones publicly; pending lists for moderators; own list with every status', async () => {
    const sent = (await (await send(lea.cookie, { ...body, message: 'À modérer' })).json()) as { dedication: Dedication };
    const id = sent.dedication.dedicaceid;
    expect((await get<Dedication[]>('/api/dedicaces')).map((d) => d.dedicaceid)).not.toContain(id);
    const pending = await get<Dedication[]>('/api/admin-animateur/dedicaces/pending', sophie.cookie);
    expect(pending.map((d) => d.dedicaceid)).toContain(id);
    expect((await get<Dedication[]>('/api/admins/dedicaces/pending', admin.cookie)).map((d) => d.dedicaceid)).toContain(id);

    const approved = await decide(sophie.cookie, id, { is_approved: true, admin_id: 1 });
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({ message: messages.dedicationApproved, dedication: { approved: 1 } });
    const stored = await t.db.selectFrom('dedicaces').selectAll().where('dedicaceid', '=', id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ moderated_by_admin_animateur_id: sophie.account.id, moderated_by_admin_id: null });
    const publicList = await get<Dedication[]>('/api/dedicaces');
    expect(publicList[0]).toMatchObject({ dedicaceid: id, user_email: null });
  });

  it('rejects with the reason given, or the default one, and the sender sees it in her list', async () => {
    const ids: number[] = [];
    for (const message of ['Un', 'Deux']) ids.push(((await (await send(lea.cookie, { ...body, message })).json()) as { dedication: Dedication }).dedication.dedicaceid);
    expect((await decide(admin.cookie, ids[0]!, { is_approved: false, rejection_reason: 'Hors sujet' })).status).toBe(200);
    expect(await (await decide(admin.cookie, ids[1]!, { is_approved: false })).json()).toMatchObject({ message: messages.dedicationRejected });
    const own = await get<Dedication[]>(`/api/dedicaces/user/${lea.account.id}`, lea.cookie);
    expect(own.find((d) => d.dedicaceid === ids[0])).toMatchObject({ approved: -1, rejection_reason: 'Hors sujet' });
    expect(own.find((d) => d.dedicaceid === ids[1])).toMatchObject({ approved: -1, rejection_reason: messages.dedicationDefaultRejection });
    const tooLong = await decide(admin.cookie, ids[0]!, { is_approved: false, rejection_reason: 'x'.repeat(201) });
    expect(await tooLong.json()).toMatchObject({ error: messages.rejectionReasonTooLong });
  });

  it("keeps each one's list private", async () => {
    const hugo = await t.db.selectFrom('users').select('userid').where('email', '=', 'hugo.bernard@example.org').executeTakeFirstOrThrow();
    expect((await t.app.request(`/api/dedicaces/user/${hugo.userid}`, withCookie(lea.cookie))).status).toBe(403);
    expect((await t.app.request(`/api/dedicaces/user/${lea.account.id}`)).status).toBe(401);
    expect((await t.app.request(`/api/dedicaces/user/${lea.account.id}`, withCookie(admin.cookie))).status).toBe(200);
    expect((await t.app.request('/api/admins/dedicaces/pending', withCookie(sophie.cookie))).status).toBe(403);
  });

  it('deletes, then answers 404 for what is gone', async () => {
    const id = ((await (await send(lea.cookie)).json()) as { dedication: Dedication }).dedication.dedicaceid;
    const gone = await t.app.request(`/api/admin-animateur/dedicaces/${id}`, withCookie(sophie.cookie, { method: 'DELETE', headers: { Origin: 'http://localhost' } }));
    expect(await gone.json()).toEqual({ message: messages.dedicationDeleted });
    expect((await decide(admin.cookie, id, { is_approved: true })).status).toBe(404);
  });
});
