// The registration rules of listeners and talents; one account per email, all roles.
import { messages } from '@station/shared';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/passwords.ts';
import { DEMO_LOGINS, login } from '../../test/accounts.ts';
import { appPerFile, json } from '../../test/test-app.ts';

const t = appPerFile();

const newUser = { nom: 'Moreau', prenom: 'Inès', email: '  Ines.Moreau@Example.org ', password: 'ondes-2026', confirmPassword: 'ondes-2026', tel: '06 00 00 00 01', address_location: '' };
const newTalent = { email: 'duo.cobalt@example.org', password: 'cobalt-2026', nom_artiste: 'Duo Cobalt', nom_complet: 'Camille Roy', telephone: '', genre_musical: 'electronique', address: 'Lille', biographie: 'Synthés et voix.' };

describe('POST /api/users', () => {
  it('creates the user with an argon2id hash, answers its profile and does not sign it in', async () => {
    const response = await t.app.request('/api/users', json('POST', newUser));
    expect(response.status).toBe(201);
    const profile = await response.json();
    expect(profile).toEqual({
      userid: profile.userid, id: profile.userid, nom: 'Moreau', prenom: 'Inès', email: 'ines.moreau@example.org',
      tel: '06 00 00 00 01', address_location: null, avatar_url: null, userType: 'user',
    });
    expect(response.headers.getSetCookie()).toEqual([]);
    const { password_hash } = await t.db.selectFrom('users').select('password_hash').where('userid', '=', profile.userid).executeTakeFirstOrThrow();
    // OWASP's minimum for argon2id: 19 MiB, 2 passes, 1 lane.
    expect(password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(password_hash, 'ondes-2026')).toBe(true);
    expect((await login(t.app, 'ines.moreau@example.org', 'ondes-2026')).account).toMatchObject({ role: 'user', name: 'Inès Moreau' });
  });

  it.each([
    ['a blank nom', { ...newUser, nom: '  ' }, messages.nomRequired],
    ['no prenom', { ...newUser, prenom: undefined }, messages.prenomRequired],
    ['a malformed email', { ...newUser, email: 'ines@' }, messages.emailInvalid],
    ['a 5-character password', { ...newUser, password: '12345', confirmPassword: '12345' }, messages.passwordTooShort],
    ['a confirmation that differs', { ...newUser, confirmPassword: 'autre-chose' }, messages.passwordsMismatch],
  ])('refuses %s with its French message', async (_label, body, message) => {
    const response = await t.app.request('/api/users', json('POST', { ...body, email: body.email === newUser.email ? 'x.y@example.org' : body.email }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: message });
  });

  it.each([
    ['a talent', DEMO_LOGINS.talent.email],
    ['a moderator', DEMO_LOGINS.moderator.email.toUpperCase()],
    ['the admin', DEMO_LOGINS.admin.email],
    ['another user', DEMO_LOGINS.user.email],
  ])('refuses an email already used by %s with 409', async (_role, email) => {
    const response = await t.app.request('/api/users', json('POST', { ...newUser, email }));
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: messages.emailTaken });
  });
});

describe('POST /api/talons', () => {
  it('creates the talent; it can then sign in as a talent', async () => {
    const response = await t.app.request('/api/talons', json('POST', newTalent));
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      nom_artiste: 'Duo Cobalt', nom_complet: 'Camille Roy', email: 'duo.cobalt@example.org', telephone: null,
      genre_musical: 'electronique', address: 'Lille', biographie: 'Synthés et voix.', bio: 'Synthés et voix.', total_votes: 0,
    });
    expect((await login(t.app, newTalent.email, newTalent.password)).account).toMatchObject({ role: 'talent', name: 'Duo Cobalt' });
  });

  it('needs only email, password, artist name and full name', async () => {
    const response = await t.app.request('/api/talons', json('POST', { email: 'solo@example.org', password: 'solo-2026', nom_artiste: 'Solo', nom_complet: 'Jean Solo' }));
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ genre_musical: null, biographie: null, address: null });
  });

  it.each([
    ['no artist name', { ...newTalent, nom_artiste: '' }, messages.nomArtisteRequired],
    ['a blank full name', { ...newTalent, nom_complet: ' ' }, messages.nomCompletRequired],
    ['a genre outside the list', { ...newTalent, genre_musical: 'jazz' }, messages.genreInvalid],
    ['a 3-character password', { ...newTalent, password: 'abc' }, messages.passwordTooShort],
  ])('refuses %s with its French message', async (_label, body, message) => {
    const response = await t.app.request('/api/talons', json('POST', { ...body, email: 'autre.talent@example.org' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: message });
  });

  it('refuses an email already used by a user with 409', async () => {
    const response = await t.app.request('/api/talons', json('POST', { ...newTalent, email: DEMO_LOGINS.user.email }));
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: messages.emailTaken });
  });
});
