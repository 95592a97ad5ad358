import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Programme, scheduleMessages } from '@station/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage, uploadsRoot } from '../../lib/storage.ts';
import { loginAs, withCookie } from '../../test/accounts.ts';
import { appPerFile, json } from '../../test/test-app.ts';

const t = appPerFile(() => ({ dataDir }));
let admin: string;
const dataDir = mkdtempSync(path.join(tmpdir(), 'station-schedule-test-'));
const storage = createLocalStorage(uploadsRoot(dataDir));

beforeAll(async () => {
  admin = (await loginAs(t.app, 'admin')).cookie;
});

const valid = { title: 'Matinale spéciale', description: 'En public', heure_debut: '08:00', heure_fin: '09:30', specific_date: '2026-12-24' };
const send = (method: string, route: string, body?: unknown, cookie = admin) =>
  t.app.request(route, withCookie(cookie, body === undefined ? { method, headers: { Origin: 'http://localhost' } } : json(method, body)));
const shows = async (): Promise<Programme[]> => (await t.app.request('/api/schedule/shows')).json();
const anEmission = async () => (await t.db.selectFrom('emissions').select(['id', 'title']).orderBy('id').executeTakeFirstOrThrow());
const aPresenter = async () => (await t.db.selectFrom('animateurs').select(['animateurid', 'prenom', 'nom']).where('hidden', '=', false).orderBy('animateurid').executeTakeFirstOrThrow());

describe('POST /api/schedule/programmes', () => {
  it('creates a one-off with its emission and host and answers it with its id; the grid lists it', async () => {
    const emission = await anEmission();
    const presenter = await aPresenter();
    const response = await send('POST', '/api/schedule/programmes', { ...valid, emission_id: emission.id, id_animateur: presenter.animateurid, jour_semaine: 'jeudi' });
    expect(response.status).toBe(201);
    const created = (await response.json()) as Programme;
    expect(created).toMatchObject({
      title: 'Matinale spéciale',
      start_time: '08:00',
      end_time: '09:30',
      specific_date: '2026-12-24',
      days: [],
      emission_id: emission.id,
      animateur_id: presenter.animateurid,
      host: `${presenter.prenom} ${presenter.nom}`,
      type: 'music',
    });
    expect(created.id).toBeGreaterThan(0);
    expect((await shows()).find((show) => show.id === created.id)).toEqual(created);
  });

  it('creates a weekly slot from a French weekday, and names an untitled one after its date', async () => {
    const weekly = await (await send('POST', '/api/schedule/programmes', { heure_debut: '21:00', heure_fin: '23:59', jour_semaine: 'Vendredi', type: 'mix' })).json();
    expect(weekly).toMatchObject({ days: ['Friday'], specific_date: null, type: 'mix', end_time: '23:59', title: 'Programme vendredi' });
    const untitled = await (await send('POST', '/api/schedule/programmes', { ...valid, title: '  ' })).json();
    expect(untitled.title).toBe('Programme 24 décembre 2026');
  });

  it.each([
    ['end before start', { heure_debut: '10:00', heure_fin: '09:00' }, scheduleMessages.endAfterStart],
    ['end equal to start', { heure_debut: '10:00', heure_fin: '10:00' }, scheduleMessages.endAfterStart],
    ['a show crossing midnight', { heure_debut: '23:00', heure_fin: '01:00' }, scheduleMessages.endAfterStart],
    ['no date nor weekday', { specific_date: null, jour_semaine: '' }, scheduleMessages.dateRequired],
    ['no start time', { heure_debut: undefined }, scheduleMessages.timesRequired],
    ['an empty end time', { heure_fin: '' }, scheduleMessages.timesRequired],
    ['a time not HH:mm', { heure_debut: '8h' }, scheduleMessages.timeInvalid],
    ['an hour past 23', { heure_fin: '24:00' }, scheduleMessages.timeInvalid],
    ['a date that does not exist', { specific_date: '2026-02-30' }, scheduleMessages.dateInvalid],
    ['a weekday that is not one', { specific_date: null, jour_semaine: 'funday' }, scheduleMessages.weekdayInvalid],
    ['an unknown emission', { emission_id: 999_999 }, scheduleMessages.emissionNotFound],
    ['an unknown presenter', { id_animateur: 999_999 }, scheduleMessages.presenterNotFound],
    ['an emission id that is text', { emission_id: 'abc' }, scheduleMessages.emissionNotFound],
    ['an unknown type', { type: 'sport' }, scheduleMessages.typeInvalid],
  ])('refuses %s with a French 400 and stores nothing', async (_case, change, error) => {
    const before = (await shows()).length;
    const response = await send('POST', '/api/schedule/programmes', { ...valid, ...change });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error });
    expect((await shows()).length).toBe(before);
  });

  it('refuses a body that is not an object', async () => {
    const response = await send('POST', '/api/schedule/programmes', [1, 2]);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBeTruthy();
  });
});

describe('PUT /api/schedule/programmes/:id', () => {
  it('changes a programme, turns a one-off into a weekly slot, keeps its type', async () => {
    const created = await (await send('POST', '/api/schedule/programmes', { ...valid, type: 'talk' })).json();
    const response = await send('PUT', `/api/schedule/programmes/${created.id}`, { title: 'Le Débat', heure_debut: '18:00', heure_fin: '19:00', jour_semaine: 'mardi' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: created.id, title: 'Le Débat', start_time: '18:00', days: ['Tuesday'], specific_date: null, type: 'talk', emission_id: null });
  });

  it('answers 404 in French for a programme that does not exist, 400 for a bad id or payload', async () => {
    const missing = await send('PUT', '/api/schedule/programmes/999999', valid);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: scheduleMessages.programmeNotFound });
    expect((await send('PUT', '/api/schedule/programmes/abc', valid)).status).toBe(400);
    const created = await (await send('POST', '/api/schedule/programmes', valid)).json();
    const bad = await send('PUT', `/api/schedule/programmes/${created.id}`, { ...valid, heure_fin: '07:00' });
    expect(await bad.json()).toMatchObject({ error: scheduleMessages.endAfterStart });
  });
});

describe('DELETE /api/schedule/programmes/:id', () => {
  /** An emission with an image, a primary recording and an extra one, all stored. */
  async function storedEmission() {
    const emission = await t.db
      .insertInto('emissions')
      .values({ title: 'Émission à supprimer', img_url: 'cover-test.jpg', mp3_url: 'main-test.mp3' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('emission_audio_files').values({ emission_id: emission.id, audio_filename: 'extra-test.mp3', title: 'Rediffusion' }).execute();
    for (const key of ['imageback/emission/cover-test.jpg', 'imageback/emission/cover-test.w640.webp', 'Audioemission/main-test.mp3', 'Audioemission/extra-test.mp3'])
      await storage.write(key, 'bytes');
    return emission.id;
  }
  const exists = async (key: string) => (await storage.stat(key)) !== undefined;

  it('deletes only the programme by default: the emission and its files stay', async () => {
    const emissionId = await storedEmission();
    const created = await (await send('POST', '/api/schedule/programmes', { ...valid, emission_id: emissionId })).json();
    const response = await send('DELETE', `/api/schedule/programmes/${created.id}`);
    expect(response.status).toBe(200);
    expect((await shows()).some((show) => show.id === created.id)).toBe(false);
    expect(await t.db.selectFrom('emissions').select('id').where('id', '=', emissionId).executeTakeFirst()).toBeDefined();
    expect(await exists('Audioemission/main-test.mp3')).toBe(true);
    await t.db.deleteFrom('emissions').where('id', '=', emissionId).execute();
  });

  it('with ?deleteEmission=true deletes the emission, its rows and its stored image and recordings', async () => {
    const emissionId = await storedEmission();
    const created = await (await send('POST', '/api/schedule/programmes', { ...valid, emission_id: emissionId })).json();
    const response = await send('DELETE', `/api/schedule/programmes/${created.id}?deleteEmission=true`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: created.id, emission_id: emissionId });
    expect(await t.db.selectFrom('emissions').select('id').where('id', '=', emissionId).executeTakeFirst()).toBeUndefined();
    expect(await t.db.selectFrom('emission_audio_files').select('id').where('emission_id', '=', emissionId).execute()).toEqual([]);
    for (const key of ['imageback/emission/cover-test.jpg', 'imageback/emission/cover-test.w640.webp', 'Audioemission/main-test.mp3', 'Audioemission/extra-test.mp3'])
      expect(await exists(key), key).toBe(false);
  });

  it('answers 404 in French for a programme that does not exist', async () => {
    const response = await send('DELETE', '/api/schedule/programmes/999999?deleteEmission=true');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: scheduleMessages.programmeNotFound });
  });
});

describe('who may write the schedule', () => {
  it('refuses moderators with a French 403 and visitors with a 401', async () => {
    const sophie = (await loginAs(t.app, 'moderator')).cookie;
    const refused = await send('POST', '/api/schedule/programmes', valid, sophie);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toMatch(/droits/);
    expect((await t.app.request('/api/schedule/programmes', json('POST', valid))).status).toBe(401);
  });
});
