import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Concours, type ConcoursStatistics, addDays, contestMessages, parisDate } from '@station/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, withCookie } from '../../test/accounts.ts';
import { createTestApp } from '../../test/test-app.ts';
import { fileOf, formOf, imageBytes } from '../../test/upload-fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'station-concours-test-'));
  t = await createTestApp({ dataDir });
  admin = (await loginAs(t.app, 'admin')).cookie;
});
afterAll(() => t.close());

const today = () => parisDate();
const send = (method: string, url: string, fields: Record<string, string | File | undefined>, cookie = admin) =>
  t.app.request(url, withCookie(cookie, { method, headers: { Origin: 'http://localhost' }, body: formOf(fields) }));
const contestFields = (overrides: Record<string, string | File | undefined> = {}) => ({
  nom_concours: 'Rap Contenders',
  description: 'Le concours des rappeurs de la région.',
  date_debut: today(),
  date_fin: addDays(today(), 30),
  ...overrides,
});
const storedImage = (name: string | null) => existsSync(path.join(dataDir, 'uploads', 'imageback', 'concours', name ?? '-'));

describe('contest administration (admins only)', () => {
  it('creates a contest with an image, active by default, listed publicly', async () => {
    const response = await send('POST', '/api/concours', contestFields({ image: fileOf(await imageBytes(), 'affiche.jpg') }));
    expect(response.status).toBe(201);
    const created: Concours = await response.json();
    expect(created).toMatchObject({ nom_concours: 'Rap Contenders', status: 'active', date_debut: today() });
    expect(created.img_url).toMatch(/^[\w-]+\.jpg$/);
    expect((await t.app.request(`/imageback/concours/${created.img_url}`)).status).toBe(200);
    const publicList: Concours[] = await (await t.app.request('/api/concours')).json();
    expect(publicList.map((contest) => contest.concoursid)).toContain(created.concoursid);
  });

  it.each([
    ['a start in the past', { date_debut: addDays(today(), -1) }, contestMessages.startInPast],
    ['an end before the start', { date_debut: addDays(today(), 5), date_fin: addDays(today(), 4) }, contestMessages.endBeforeStart],
    ['a missing name', { nom_concours: '  ' }, contestMessages.contestFieldsRequired],
    ['no end date', { date_fin: undefined }, contestMessages.contestFieldsRequired],
    ['an impossible date', { date_fin: '2027-02-30' }, contestMessages.dateInvalid],
    ['an unknown status', { status: 'ouvert' }, contestMessages.statusInvalid],
  ])('refuses %s with the French message', async (_label, overrides, message) => {
    const response = await send('POST', '/api/concours', contestFields(overrides));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: message });
  });

  it('accepts an end on the start day (end not before start)', async () => {
    expect((await send('POST', '/api/concours', contestFields({ date_fin: today() }))).status).toBe(201);
  });

  it('edits a contest, replacing its image and removing the old file; a running contest keeps its past start', async () => {
    const created: Concours = await (await send('POST', '/api/concours', contestFields({ image: fileOf(await imageBytes(), 'a.jpg') }))).json();
    expect(storedImage(created.img_url)).toBe(true);
    // The seed's first contest opened days ago: editing it without touching the start is fine.
    const running: Concours = await (await t.app.request('/api/concours/1')).json();
    expect(running.date_debut < today()).toBe(true);
    const kept = await send('PUT', '/api/concours/1', { ...contestFields(), nom_concours: running.nom_concours, date_debut: running.date_debut, date_fin: running.date_fin });
    expect(kept.status).toBe(200);

    const edited = await send('PUT', `/api/concours/${created.concoursid}`, contestFields({ nom_concours: 'Rap Contenders 2', image: fileOf(await imageBytes('png'), 'b.png') }));
    expect(edited.status).toBe(200);
    const after: Concours = await edited.json();
    expect(after.nom_concours).toBe('Rap Contenders 2');
    expect(after.img_url).toMatch(/\.png$/);
    expect(storedImage(created.img_url)).toBe(false);
    expect(storedImage(after.img_url)).toBe(true);
    // Without an image the stored one stays.
    const again: Concours = await (await send('PUT', `/api/concours/${created.concoursid}`, contestFields({ nom_concours: 'Rap Contenders 3' }))).json();
    expect(again.img_url).toBe(after.img_url);
  });

  it('closes a contest: inactive, hidden from the public list, shown to admins with ?status=all', async () => {
    const created: Concours = await (await send('POST', '/api/concours', contestFields({ nom_concours: 'À clôturer' }))).json();
    const closed = await t.app.request(`/api/concours/${created.concoursid}/close`, withCookie(admin, { method: 'POST', headers: { Origin: 'http://localhost' } }));
    expect(closed.status).toBe(200);
    expect(await closed.json()).toMatchObject({ status: 'inactive' });
    const publicList: Concours[] = await (await t.app.request('/api/concours')).json();
    expect(publicList.every((contest) => contest.status === 'active')).toBe(true);
    expect(publicList.map((contest) => contest.concoursid)).not.toContain(created.concoursid);
    expect((await t.app.request('/api/concours?status=all')).status).toBe(401);
    const user = (await loginAs(t.app, 'user')).cookie;
    expect((await t.app.request('/api/concours?status=inactive', withCookie(user))).status).toBe(403);
    const all: Concours[] = await (await t.app.request('/api/concours?status=all', withCookie(admin))).json();
    expect(all.find((contest) => contest.concoursid === created.concoursid)?.status).toBe('inactive');
  });

  it('deletes a contest with its image', async () => {
    const created: Concours = await (await send('POST', '/api/concours', contestFields({ image: fileOf(await imageBytes(), 'c.jpg') }))).json();
    const deleted = await t.app.request(`/api/concours/${created.concoursid}`, withCookie(admin, { method: 'DELETE', headers: { Origin: 'http://localhost' } }));
    expect(deleted.status).toBe(200);
    expect(storedImage(created.img_url)).toBe(false);
    expect((await t.app.request(`/api/concours/${created.concoursid}`)).status).toBe(404);
  });

  it('gives the statistics: participants, votes, premium revenue and the ranking by votes, and the CSV', async () => {
    const stats: ConcoursStatistics = await (await t.app.request('/api/concours/1/statistics', withCookie(admin))).json();
    const entries = await t.db.selectFrom('soumissions').select(['soumissionid', 'talon_id']).where('concours_id', '=', 1).execute();
    const votes = await t.db.selectFrom('votes').select(['type_vote', 'payment_id']).where('concours_id', '=', 1).execute();
    expect(stats.participants).toBe(new Set(entries.map((entry) => entry.talon_id)).size);
    expect(stats.total_votes).toBe(votes.length);
    expect(stats.votes_premium).toBe(votes.filter((vote) => vote.type_vote === 'premium').length);
    const paid = await t.db.selectFrom('payments').select('amount_cents').where('status', '=', 'paid').where('id', 'in', votes.map((vote) => vote.payment_id ?? 0)).execute();
    expect(stats.revenue_cents).toBe(paid.reduce((sum, payment) => sum + payment.amount_cents, 0));
    expect(stats.ranking).toHaveLength(entries.length);
    expect(stats.ranking.map((entry) => entry.total_votes)).toEqual([...stats.ranking.map((entry) => entry.total_votes)].sort((a, b) => b - a));

    const csv = await t.app.request('/api/concours/1/statistics.csv', withCookie(admin));
    expect(csv.headers.get('Content-Type')).toContain('text/csv');
    const lines = (await csv.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Rang;Artiste;Nom complet;Votes gratuits;Votes premium;Total des votes');
    expect(lines[1]).toBe(`1;${stats.ranking[0]!.nom_artiste};${stats.ranking[0]!.nom_complet};${stats.ranking[0]!.votes_gratuit};${stats.ranking[0]!.votes_premium};${stats.ranking[0]!.total_votes}`);
    expect((await t.app.request('/api/concours/1/statistics', withCookie((await loginAs(t.app, 'talent')).cookie))).status).toBe(403);
  });
});
