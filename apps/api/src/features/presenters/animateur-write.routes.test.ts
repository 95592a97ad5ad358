import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Animateur, messages, presenterMessages, UPLOAD_MAX_BYTES, uploadMessages } from '@station/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, withCookie } from '../../test/accounts.ts';
import { appPerFile } from '../../test/test-app.ts';
import { fileOf, formOf, imageBytes, textRenamedJpg } from '../../test/upload-fixtures.ts';

// A data folder of its own, so the files this test stores (and removes) can be counted.
const dataDir = mkdtempSync(path.join(tmpdir(), 'station-presenters-'));
const photoFolder = path.join(dataDir, 'uploads', 'imageback', 'animateurs');
const storedPhotos = () => {
  try {
    return readdirSync(photoFolder).sort();
  } catch {
    return [];
  }
};

const t = appPerFile(() => ({ dataDir }));
let admin: string;
beforeAll(async () => {
  admin = (await loginAs(t.app, 'admin')).cookie;
});

const send = (method: string, url: string, form: FormData, cookie = admin) =>
  t.app.request(url, withCookie(cookie, { method, body: form, headers: { Origin: 'http://localhost' } }));
const photo = async (name = 'photo.jpg') => fileOf(await imageBytes('jpeg', 800, 800), name, 'image/jpeg');
const fields = { nom: 'Garnier', prenom: 'Léo', categorie: 'Nuits électro', description: 'Le DJ des nuits du samedi.' };
const rowCount = async () => Number((await t.db.selectFrom('animateurs').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

async function addPresenter(extra: Record<string, string> = {}): Promise<Animateur> {
  const response = await send('POST', '/api/animateurs', formOf({ ...fields, ...extra, image: await photo() }));
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { data: Animateur }).data;
}

describe('POST /api/animateurs', () => {
  it('adds a presenter with its photo (stored under a random name with its variants) and lists it first', async () => {
    const response = await send('POST', '/api/animateurs', formOf({ ...fields, fb_url: 'https://facebook.com/leo', insta_url: '', image: await photo() }));
    expect(response.status).toBe(201);
    const { message, data } = (await response.json()) as { message: string; data: Animateur };
    expect(message).toBe(presenterMessages.added);
    expect(data).toMatchObject({ ...fields, fb_url: 'https://facebook.com/leo', insta_url: null, tiktok_url: null, role: 'DJ' });
    expect(data.img_url).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    expect(storedPhotos()).toEqual(expect.arrayContaining([data.img_url, data.img_url!.replace('.jpg', '.w640.webp')]));
    const list = (await (await t.app.request('/api/animateurs')).json()) as Animateur[];
    expect(list[0]).toEqual(data);
    const served = await t.app.request(`/imageback/animateurs/${data.img_url}?w=640`);
    expect(served.headers.get('Content-Type')).toBe('image/webp');
  });

  it.each([
    ['no name', { nom: '  ' }, presenterMessages.nomRequired],
    ['no first name', { prenom: '' }, presenterMessages.prenomRequired],
    ['no category', { categorie: '' }, presenterMessages.categorieRequired],
    ['no description', { description: '' }, presenterMessages.descriptionRequired],
    ['a Facebook link that is no URL', { fb_url: 'facebook/leo' }, presenterMessages.facebookInvalid],
    ['a TikTok link in javascript:', { tiktok_url: 'javascript:alert(1)' }, presenterMessages.tiktokInvalid],
    ['an unknown role', { role: 'chef' }, presenterMessages.roleInvalid],
  ])('refuses %s with a French 400 and stores nothing', async (_name, change, message) => {
    const [before, rows] = [storedPhotos(), await rowCount()];
    const response = await send('POST', '/api/animateurs', formOf({ ...fields, ...change, image: await photo() }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: message });
    expect(storedPhotos()).toEqual(before);
    expect(await rowCount()).toBe(rows);
  });

  it("refuses a presenter without a photo: 'Veuillez sélectionner une image'", async () => {
    const response = await send('POST', '/api/animateurs', formOf(fields));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'Veuillez sélectionner une image' });
  });

  it('refuses a text file renamed .jpg, and an oversized photo with a 413, storing nothing', async () => {
    const [before, rows] = [storedPhotos(), await rowCount()];
    const impostor = await send('POST', '/api/animateurs', formOf({ ...fields, image: fileOf(textRenamedJpg(), 'photo.jpg', 'image/jpeg') }));
    expect(impostor.status).toBe(400);
    expect(await impostor.json()).toMatchObject({ error: uploadMessages.notAnImage });
    const oversized = new Uint8Array(UPLOAD_MAX_BYTES.image + 1);
    oversized.set(await imageBytes('jpeg', 10, 10));
    const tooLarge = await send('POST', '/api/animateurs', formOf({ ...fields, image: fileOf(oversized, 'enorme.jpg', 'image/jpeg') }));
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ error: uploadMessages.imageTooLarge });
    expect(storedPhotos()).toEqual(before);
    expect(await rowCount()).toBe(rows);
  });

  it('is for admins only: a moderator gets a French 403 and nothing is stored', async () => {
    const { cookie } = await loginAs(t.app, 'moderator');
    const before = storedPhotos();
    const response = await send('POST', '/api/animateurs', formOf({ ...fields, image: await photo() }), cookie);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: messages.forbidden });
    expect(storedPhotos()).toEqual(before);
  });
});

describe('PUT /api/animateurs/:animateurid', () => {
  it('edits the text and keeps the photo when none is sent', async () => {
    const presenter = await addPresenter();
    const response = await send('PUT', `/api/animateurs/${presenter.animateurid}`, formOf({ nom: 'Garnier', prenom: 'Léon', role: 'animateur', insta_url: 'https://instagram.com/leon' }));
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Animateur };
    expect(data).toMatchObject({ prenom: 'Léon', role: 'animateur', img_url: presenter.img_url, categorie: fields.categorie, insta_url: 'https://instagram.com/leon' });
  });

  it('replaces the photo and removes the old one with its variants', async () => {
    const presenter = await addPresenter();
    const response = await send('PUT', `/api/animateurs/${presenter.animateurid}`, formOf({ nom: 'Garnier', prenom: 'Léo', role: 'DJ', image: await photo('nouvelle.jpg') }));
    const { data } = (await response.json()) as { data: Animateur };
    expect(data.img_url).not.toBe(presenter.img_url);
    const stored = storedPhotos();
    expect(stored).toContain(data.img_url);
    expect(stored.filter((name) => name.startsWith(presenter.img_url!.replace('.jpg', '')))).toEqual([]);
  });

  it('requires first name, name and role, and never edits the hidden presenter', async () => {
    const presenter = await addPresenter();
    const noRole = await send('PUT', `/api/animateurs/${presenter.animateurid}`, formOf({ nom: 'Garnier', prenom: 'Léo' }));
    expect(noRole.status).toBe(400);
    expect(await noRole.json()).toMatchObject({ error: presenterMessages.roleInvalid });
    const [hidden] = await t.db.selectFrom('animateurs').select('animateurid').where('hidden', '=', true).execute();
    const response = await send('PUT', `/api/animateurs/${hidden.animateurid}`, formOf({ nom: 'X', prenom: 'Y', role: 'DJ' }));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: messages.animateurNotFound });
  });
});

describe('DELETE /api/animateurs/:animateurid', () => {
  it('deletes the presenter and its photo files; the hidden one stays out of reach', async () => {
    const presenter = await addPresenter();
    const response = await t.app.request(`/api/animateurs/${presenter.animateurid}`, withCookie(admin, { method: 'DELETE', headers: { Origin: 'http://localhost' } }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: presenterMessages.deleted });
    expect(storedPhotos().filter((name) => name.startsWith(presenter.img_url!.replace('.jpg', '')))).toEqual([]);
    expect((await t.app.request(`/api/animateurs/${presenter.animateurid}`)).status).toBe(404);

    const [hidden] = await t.db.selectFrom('animateurs').select('animateurid').where('hidden', '=', true).execute();
    const refused = await t.app.request(`/api/animateurs/${hidden.animateurid}`, withCookie(admin, { method: 'DELETE', headers: { Origin: 'http://localhost' } }));
    expect(refused.status).toBe(404);
    const list = (await (await t.app.request('/api/animateurs')).json()) as Animateur[];
    expect(list.map((each) => each.animateurid)).not.toContain(hidden.animateurid);
  });
});
