// GET /api/talons/{id}: public fields for all, private ones for the talent and admins; its profile.
import { messages } from '@station/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { login, loginAs, withCookie } from '../../test/accounts.ts';
import { appPerFile, json } from '../../test/test-app.ts';

const t = appPerFile();
let nina: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  nina = await loginAs(t.app, 'talent');
});

const PUBLIC_KEYS = ['avatar_url', 'bio', 'biographie', 'date_inscription', 'genre_musical', 'id', 'nom_artiste', 'nom_complet', 'talonid', 'total_votes'];
const detail = (cookie?: string) => t.app.request(`/api/talons/${nina.account.id}`, withCookie(cookie));

describe('GET /api/talons/{id}', () => {
  it("gives visitors, users and other talents the public page's fields only", async () => {
    const other = await login(t.app, 'sacha.b@example.org', 'demo-2026');
    for (const cookie of [undefined, (await loginAs(t.app, 'user')).cookie, other.cookie]) {
      const response = await detail(cookie);
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(Object.keys(body).sort()).toEqual(PUBLIC_KEYS);
      expect(body).toMatchObject({ talonid: nina.account.id, nom_artiste: 'Nina Rose', bio: body.biographie });
    }
  });

  it('adds email, phone and address for the talent itself and for admins', async () => {
    for (const cookie of [nina.cookie, (await loginAs(t.app, 'admin')).cookie]) {
      const body = await (await detail(cookie)).json();
      expect(Object.keys(body).sort()).toEqual([...PUBLIC_KEYS, 'address', 'email', 'telephone'].sort());
      expect(body.email).toBe('nina.rose@example.org');
    }
  });

  it("answers 404 with 'Talent non trouvé' for an unknown id", async () => {
    const response = await t.app.request('/api/talons/999999');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: messages.talentNotFound });
  });
});

describe('PUT /api/talons/{id} and its password', () => {
  const body = {
    nom_artiste: 'Nina Rose', nom_complet: 'Nina Rousseau', email: 'nina.rose@example.org', telephone: '06 11 22 33 44',
    address: '', genre_musical: 'autre', biographie: 'Nouvelle bio.', avatar_url: '/avatars/preset-7.svg',
  };

  it('saves the talent profile with the fields mapped to its columns', async () => {
    const response = await t.app.request(`/api/talons/${nina.account.id}`, json('PUT', body, { Cookie: nina.cookie }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ telephone: '06 11 22 33 44', address: null, genre_musical: 'autre', bio: 'Nouvelle bio.', avatar_url: '/avatars/preset-7.svg' });
  });

  it('is refused to another talent and to a user', async () => {
    for (const cookie of [(await login(t.app, 'kael@example.org', 'demo-2026')).cookie, (await loginAs(t.app, 'user')).cookie]) {
      const response = await t.app.request(`/api/talons/${nina.account.id}`, json('PUT', body, { Cookie: cookie }));
      expect(response.status).toBe(403);
    }
  });

  it('changes the password with the current one', async () => {
    const response = await t.app.request(
      `/api/talons/${nina.account.id}/password`,
      json('PUT', { currentPassword: 'demo-2026', newPassword: 'scene-2026', confirmPassword: 'scene-2026' }, { Cookie: nina.cookie }),
    );
    expect(response.status).toBe(200);
    await login(t.app, 'nina.rose@example.org', 'scene-2026');
  });
});
