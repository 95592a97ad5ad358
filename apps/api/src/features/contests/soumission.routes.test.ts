import { type Soumission, contestMessages } from '@station/shared';
import { describe, expect, it } from 'vitest';
import { appPerFile, json } from '../../test/test-app.ts';
import { login, loginAs, withCookie } from '../../test/accounts.ts';

const t = appPerFile();

describe('GET /api/soumissions-concours', () => {
  it('lists every submission with the talent names and counts computed from the votes', async () => {
    const submissions: Soumission[] = await (await t.app.request('/api/soumissions-concours')).json();
    expect(submissions).toHaveLength(5);
    const votes = await t.db.selectFrom('votes').select(['soumission_id', 'type_vote']).execute();
    for (const submission of submissions) {
      const own = votes.filter((vote) => vote.soumission_id === submission.soumissionid);
      expect(submission.votes_gratuit).toBe(own.filter((vote) => vote.type_vote === 'gratuit').length);
      expect(submission.votes_premium).toBe(own.filter((vote) => vote.type_vote === 'premium').length);
      expect(submission.total_votes).toBe(own.length);
      expect(submission.nom_artiste).toBeTruthy();
      expect(submission.nom_complet).toBeTruthy();
      expect(submission.music_url).toMatch(/^https:\/\/(www\.youtube\.com\/watch\?v=|youtu\.be\/)[\w-]{11}$/);
    }
    const nina = submissions.find((submission) => submission.nom_artiste === 'Nina Rose')!;
    expect(nina).toMatchObject({ nom_complet: 'Nina Rousseau', votes_gratuit: 5, votes_premium: 1, total_votes: 6 });
  });

  it('keeps one contest with ?concours_id', async () => {
    const submissions: Soumission[] = await (await t.app.request('/api/soumissions-concours?concours_id=2')).json();
    expect(submissions).toHaveLength(2);
    expect(submissions.every((submission) => submission.concours_id === 2)).toBe(true);
    expect(await (await t.app.request('/api/soumissions-concours?concours_id=999')).json()).toEqual([]);
    expect((await t.app.request('/api/soumissions-concours?concours_id=deux')).status).toBe(400);
  });
});

describe('submission writes (talent entry form; a talent changes only its own entries)', () => {
  const entry = { concours_id: 1, nom_artiste: 'Nina Rose', music_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3s', description: 'Ma nouvelle chanson' };
  const write = (method: string, path: string, body: unknown, cookie?: string) => t.app.request(path, withCookie(cookie, json(method, body)));

  it('lets a talent enter an open contest as itself, whatever talon_id the body claims', async () => {
    const { cookie, account } = await loginAs(t.app, 'talent');
    const response = await write('POST', '/api/soumissions-concours', { ...entry, talon_id: 999 }, cookie);
    expect(response.status).toBe(201);
    const created: Soumission = await response.json();
    expect(created).toMatchObject({ talon_id: account.id, concours_id: 1, nom_artiste: 'Nina Rose', total_votes: 0 });
    const listed: Soumission[] = await (await t.app.request('/api/soumissions-concours?concours_id=1')).json();
    expect(listed.map((row) => row.soumissionid)).toContain(created.soumissionid);
  });

  it.each([
    ['an empty artist name', { nom_artiste: ' ' }, contestMessages.fillAllFields],
    ['no description', { description: undefined }, contestMessages.fillAllFields],
    ['no contest', { concours_id: undefined }, contestMessages.fillAllFields],
    ['a link that is not YouTube', { music_url: 'https://vimeo.com/12345' }, contestMessages.youtubeInvalid],
  ])('refuses %s in French', async (_label, overrides, message) => {
    const { cookie } = await loginAs(t.app, 'talent');
    const response = await write('POST', '/api/soumissions-concours', { ...entry, ...overrides }, cookie);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: message });
  });

  it('refuses entries to a closed contest, and listeners entering at all', async () => {
    const { cookie } = await loginAs(t.app, 'talent');
    const closed = await t.db.selectFrom('concours').select('concoursid').where('status', '=', 'inactive').executeTakeFirstOrThrow();
    const refused = await write('POST', '/api/soumissions-concours', { ...entry, concours_id: closed.concoursid }, cookie);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: contestMessages.contestNotOpen });
    const listener = await write('POST', '/api/soumissions-concours', entry, (await loginAs(t.app, 'user')).cookie);
    expect(listener.status).toBe(403);
    expect((await write('POST', '/api/soumissions-concours', entry)).status).toBe(401);
  });

  it('lets only its own talent (or an admin) edit and delete an entry', async () => {
    const nina = await loginAs(t.app, 'talent');
    const created: Soumission = await (await write('POST', '/api/soumissions-concours', entry, nina.cookie)).json();
    const path = `/api/soumissions-concours/${created.soumissionid}`;
    const other = (await login(t.app, 'les.velours@example.org', 'demo-2026')).cookie;

    const stolen = await write('PATCH', path, { description: 'Volé' }, other);
    expect(stolen.status).toBe(403);
    expect(await stolen.json()).toMatchObject({ error: contestMessages.onlyOwnEntries });
    expect((await write('DELETE', path, {}, other)).status).toBe(403);

    const patched = await write('PATCH', path, { description: 'Version acoustique' }, nina.cookie);
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ description: 'Version acoustique', music_url: entry.music_url });
    const put = await write('PUT', path, { nom_artiste: 'Nina R.', music_url: 'https://youtu.be/9bZkp7q19f0', description: 'Live' }, nina.cookie);
    expect(await put.json()).toMatchObject({ nom_artiste: 'Nina R.', music_url: 'https://youtu.be/9bZkp7q19f0', description: 'Live' });
    expect((await write('PATCH', path, { music_url: 'pas une vidéo' }, nina.cookie)).status).toBe(400);

    const admin = (await loginAs(t.app, 'admin')).cookie;
    expect((await write('PATCH', path, { description: 'Modéré' }, admin)).status).toBe(200);
    const stored = await t.db.selectFrom('soumissions').select('description').where('soumissionid', '=', created.soumissionid).executeTakeFirstOrThrow();
    expect(stored.description).toBe('Modéré');

    expect((await write('DELETE', path, {}, nina.cookie)).status).toBe(200);
    expect(await t.db.selectFrom('soumissions').select('soumissionid').where('soumissionid', '=', created.soumissionid).executeTakeFirst()).toBeUndefined();
    expect((await write('DELETE', path, {}, nina.cookie)).status).toBe(404);
  });
});

describe('GET /api/talons/:id (Talents)', () => {
  it('gives a visitor the public fields only', async () => {
    const talent = await t.db.selectFrom('talons').select('talonid').where('email', '=', 'nina.rose@example.org').executeTakeFirstOrThrow();
    const body = await (await t.app.request(`/api/talons/${talent.talonid}`)).json();
    expect(body).toMatchObject({ talonid: talent.talonid, nom_artiste: 'Nina Rose' });
    expect(body).not.toHaveProperty('email');
    expect(body).not.toHaveProperty('telephone');
    expect(body).not.toHaveProperty('address');
    expect((await t.app.request('/api/talons/99999')).status).toBe(404);
  });
});
