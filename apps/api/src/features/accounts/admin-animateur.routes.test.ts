// 'Admin-presenter management' and the moderators' login: admins manage moderators; moderators sign in.
import { messages } from '@station/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { login, loginAs, withCookie } from '../../test/accounts.ts';
import { appPerFile, json } from '../../test/test-app.ts';

const t = appPerFile();
let admin: string;
beforeAll(async () => {
  admin = (await loginAs(t.app, 'admin')).cookie;
});

const call = (method: string, path: string, body?: object, cookie = admin) =>
  t.app.request(`/api/admin-animateur${path}`, body ? json(method, body, { Cookie: cookie }) : withCookie(cookie, { method, headers: { Origin: 'http://localhost' } }));
const me = async (cookie: string) => (await (await t.app.request('/api/auth/me', withCookie(cookie))).json()).account;

describe('/api/admin-animateur', () => {
  it('lists moderators for admins, without secrets', async () => {
    const response = await call('GET', '');
    expect(response.status).toBe(200);
    const list = await response.json();
    expect(list).toEqual([{ id: expect.any(Number), nom: 'Laurent', prenom: 'Sophie', email: 'sophie.laurent@example.org', created_at: expect.any(String) }]);
  });

  it('adds a moderator who can then sign in as a moderator', async () => {
    const response = await call('POST', '', { nom: 'Faure', prenom: 'Marc', email: 'marc.faure@example.org', password: 'antenne-2026' });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ nom: 'Faure', prenom: 'Marc', email: 'marc.faure@example.org' });
    expect((await login(t.app, 'marc.faure@example.org', 'antenne-2026')).account).toMatchObject({ role: 'moderator', name: 'Marc Faure' });
  });

  it.each([
    ['a blank field', { nom: '', prenom: 'Marc', email: 'x@example.org', password: 'antenne-2026' }, messages.adminAnimateurAllRequired],
    ['no password', { nom: 'Faure', prenom: 'Marc', email: 'x@example.org' }, messages.adminAnimateurAllRequired],
    ['a password of spaces only', { nom: 'Faure', prenom: 'Marc', email: 'x@example.org', password: '        ' }, messages.adminAnimateurAllRequired],
    ['a used email', { nom: 'Faure', prenom: 'Marc', email: 'lea.martin@example.org', password: 'antenne-2026' }, messages.emailTaken],
  ])('refuses an addition with %s', async (_label, body, message) => {
    const response = await call('POST', '', body);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(await response.json()).toMatchObject({ error: message });
  });

  it('edits a moderator; a new password ends its sessions, a blank one keeps the old', async () => {
    const created = await (await call('POST', '', { nom: 'Roux', prenom: 'Anna', email: 'anna.roux@example.org', password: 'antenne-2026' })).json();
    const session = await login(t.app, 'anna.roux@example.org', 'antenne-2026');
    const blank = await call('PUT', `/${created.id}`, { nom: 'Roux', prenom: 'Anna', email: 'anna.roux@example.org', password: '' });
    expect(blank.status).toBe(200);
    expect(await me(session.cookie)).toMatchObject({ role: 'moderator' });
    expect((await call('PUT', `/${created.id}`, { nom: '', prenom: 'Anna', email: 'anna.roux@example.org' })).status).toBe(400);
    const edited = await call('PUT', `/${created.id}`, { nom: 'Roux-Petit', prenom: 'Anna', email: 'anna.roux@example.org', password: 'nouveau-2026' });
    expect(await edited.json()).toMatchObject({ nom: 'Roux-Petit' });
    expect(await me(session.cookie)).toBeNull();
    await login(t.app, 'anna.roux@example.org', 'nouveau-2026');
  });

  it("gives the 'Le nom, prénom et email sont obligatoires' message on an incomplete edit", async () => {
    const [first] = await (await call('GET', '')).json();
    const response = await call('PUT', `/${first.id}`, { nom: 'Laurent', prenom: '', email: 'sophie.laurent@example.org' });
    expect(await response.json()).toMatchObject({ error: messages.adminAnimateurEditRequired });
  });

  it('deletes a moderator, which ends its sessions; a second delete is a 404', async () => {
    const created = await (await call('POST', '', { nom: 'Blanc', prenom: 'Zoé', email: 'zoe.blanc@example.org', password: 'antenne-2026' })).json();
    const session = await login(t.app, 'zoe.blanc@example.org', 'antenne-2026');
    const response = await call('DELETE', `/${created.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: messages.adminAnimateurDeleted });
    expect(await me(session.cookie)).toBeNull();
    expect((await call('DELETE', `/${created.id}`)).status).toBe(404);
  });

  it('lets a moderator read its own record and change its own password, nothing else', async () => {
    const sophie = await loginAs(t.app, 'moderator');
    expect((await call('GET', `/${sophie.account.id}`, undefined, sophie.cookie)).status).toBe(200);
    expect((await call('GET', '', undefined, sophie.cookie)).status).toBe(403);
    const change = await call('PUT', `/${sophie.account.id}/password`, { currentPassword: 'demo-2026', newPassword: 'moderation-2026' }, sophie.cookie);
    expect(change.status).toBe(200);
    await login(t.app, 'sophie.laurent@example.org', 'moderation-2026');
  });

  it('lists admins for admins only', async () => {
    const response = await t.app.request('/api/admins', withCookie(admin));
    expect(await response.json()).toEqual([{ adminid: expect.any(Number), nom: 'Administrateur', email: 'admin@radio-live.fr', created_at: expect.any(String) }]);
    expect((await t.app.request('/api/admins', withCookie((await loginAs(t.app, 'user')).cookie))).status).toBe(403);
  });
});
