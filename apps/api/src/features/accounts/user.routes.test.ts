// The user profile calls: the account itself or an admin, current password for oneself.
import { messages } from '@station/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, login, loginAs, withCookie } from '../../test/accounts.ts';
import { appPerFile, json } from '../../test/test-app.ts';

const t = appPerFile();
let lea: Awaited<ReturnType<typeof loginAs>>;
let otherUserId: number;
beforeAll(async () => {
  lea = await loginAs(t.app, 'user');
  otherUserId = (await t.db.selectFrom('users').select('userid').where('email', '=', 'hugo.bernard@example.org').executeTakeFirstOrThrow()).userid;
});

const put = (path: string, body: object, cookie?: string) => t.app.request(path, json('PUT', body, cookie ? { Cookie: cookie } : {}));
const profileBody = { nom: 'Martin', prenom: 'Léa', email: 'lea.martin@example.org', tel: '', address_location: 'Paris 20e', avatar_url: '/avatars/preset-42.svg' };

describe('GET /api/users and /api/users/{id}', () => {
  it('lists users for an admin only, without any secret', async () => {
    const admin = await loginAs(t.app, 'admin');
    const list = await t.app.request('/api/users', withCookie(admin.cookie));
    expect(list.status).toBe(200);
    const users = await list.json();
    expect(users.length).toBeGreaterThanOrEqual(4);
    expect(Object.keys(users[0]).sort()).toEqual(['address_location', 'avatar_url', 'email', 'id', 'nom', 'prenom', 'tel', 'userType', 'userid']);
    expect((await t.app.request('/api/users', withCookie(lea.cookie))).status).toBe(403);
    expect((await t.app.request('/api/users')).status).toBe(401);
  });

  it("shows a user its own profile, not another's", async () => {
    const own = await t.app.request(`/api/users/${lea.account.id}`, withCookie(lea.cookie));
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ userid: lea.account.id, prenom: 'Léa', nom: 'Martin', tel: '06 12 34 56 78', userType: 'user' });
    const other = await t.app.request(`/api/users/${otherUserId}`, withCookie(lea.cookie));
    expect(other.status).toBe(403);
    expect(await other.json()).toMatchObject({ error: messages.forbidden });
  });
});

describe('PUT /api/users/{id}', () => {
  it('saves the profile: blank clears, a preset avatar is kept, the session shows the new name', async () => {
    const response = await put(`/api/users/${lea.account.id}`, { ...profileBody, prenom: 'Léane' }, lea.cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ prenom: 'Léane', tel: null, address_location: 'Paris 20e', avatar_url: '/avatars/preset-42.svg' });
    const me = await (await t.app.request('/api/auth/me', withCookie(lea.cookie))).json();
    expect(me.account).toMatchObject({ name: 'Léane Martin', avatar_url: '/avatars/preset-42.svg' });
  });

  it.each([
    ['an external avatar URL', { avatar_url: 'https://images.example.com/me.png' }, messages.avatarInvalid],
    ['a preset beyond the list', { avatar_url: '/avatars/preset-101.svg' }, messages.avatarInvalid],
    ['a blank prenom', { prenom: ' ' }, messages.prenomRequired],
    ['a malformed email', { email: 'lea@' }, messages.emailInvalid],
  ])('refuses %s', async (_label, change, message) => {
    const response = await put(`/api/users/${lea.account.id}`, { ...profileBody, ...change }, lea.cookie);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: message });
  });

  it('refuses an email that another account (any role) already has', async () => {
    const response = await put(`/api/users/${lea.account.id}`, { ...profileBody, email: DEMO_LOGINS.talent.email }, lea.cookie);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: messages.emailTaken });
  });

  it("lets an admin edit a user, not another user or a talent", async () => {
    const body = { nom: 'Bernard', prenom: 'Hugo', email: 'hugo.bernard@example.org', address_location: 'Lyon 7e' };
    expect((await put(`/api/users/${otherUserId}`, body, lea.cookie)).status).toBe(403);
    expect((await put(`/api/users/${otherUserId}`, body, (await loginAs(t.app, 'talent')).cookie)).status).toBe(403);
    const byAdmin = await put(`/api/users/${otherUserId}`, body, (await loginAs(t.app, 'admin')).cookie);
    expect(byAdmin.status).toBe(200);
    expect(await byAdmin.json()).toMatchObject({ address_location: 'Lyon 7e' });
  });
});

describe('PUT /api/users/{id}/password', () => {
  it.each([
    ['no current password', { newPassword: 'nouveau-2026' }, messages.passwordFieldsRequired],
    ['a wrong current password', { currentPassword: 'pas-le-bon', newPassword: 'nouveau-2026' }, messages.currentPasswordWrong],
    ['a short new password', { currentPassword: 'demo-2026', newPassword: '123' }, messages.newPasswordTooShort],
    ['a confirmation that differs', { currentPassword: 'demo-2026', newPassword: 'nouveau-2026', confirmPassword: 'nouveau-2027' }, messages.newPasswordsMismatch],
  ])('refuses %s with 400 and keeps the old password', async (_label, body, message) => {
    const response = await put(`/api/users/${lea.account.id}/password`, body, lea.cookie);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: message });
    await login(t.app, 'lea.martin@example.org', 'demo-2026');
  });

  it('changes it, keeps this session and ends the others', async () => {
    const elsewhere = await loginAs(t.app, 'user');
    const response = await put(`/api/users/${lea.account.id}/password`, { currentPassword: 'demo-2026', newPassword: 'nouveau-2026' }, lea.cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: messages.passwordChanged });
    expect((await (await t.app.request('/api/auth/me', withCookie(lea.cookie))).json()).account).not.toBeNull();
    expect((await (await t.app.request('/api/auth/me', withCookie(elsewhere.cookie))).json()).account).toBeNull();
    expect((await t.app.request('/api/auth/login', json('POST', DEMO_LOGINS.user))).status).toBe(401);
    await login(t.app, 'lea.martin@example.org', 'nouveau-2026');
  });

  it('lets an admin reset it without the current one', async () => {
    const admin = await loginAs(t.app, 'admin');
    expect((await put(`/api/users/${otherUserId}/password`, { newPassword: 'remis-2026' }, admin.cookie)).status).toBe(200);
    await login(t.app, 'hugo.bernard@example.org', 'remis-2026');
    expect((await put(`/api/users/${otherUserId}/password`, { newPassword: 'vole-2026' }, lea.cookie)).status).toBe(403);
  });
});
