// Admin writes on news and contest news: multipart validation, stored and removed images.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Actualite, newsMessages, UPLOAD_MAX_BYTES, uploadMessages } from '@station/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/accounts.ts';
import { storedFiles } from '../../test/stored-files.ts';
import { appPerFile } from '../../test/test-app.ts';
import { fileOf, formOf, imageBytes, textRenamedJpg } from '../../test/upload-fixtures.ts';

const t = appPerFile(() => ({ dataDir }));
let cookie: string;
const dataDir = mkdtempSync(path.join(tmpdir(), 'station-news-admin-'));

beforeAll(async () => {
  cookie = (await loginAs(t.app, 'admin')).cookie;
});

const send = (method: string, url: string, body?: FormData) =>
  t.app.request(url, { method, body, headers: { Origin: 'http://localhost', Cookie: cookie } });

async function articleFields(overrides: Record<string, string | File | undefined> = {}) {
  return formOf({
    title: 'Festival des Nuits Sonores',
    categorie: 'Événement',
    date: '2026-11-20',
    hoster_name: 'Sophie Laurent',
    description: 'Le festival revient pour une nouvelle édition.',
    content: 'Premier paragraphe.\n\n\n\nDeuxième paragraphe #Festival',
    podcast_url: 'https://podcasts.example.org/nuits-sonores.mp3',
    image: fileOf(await imageBytes('png', 900, 600), 'affiche.png'),
    ...overrides,
  });
}

const imagesOnDisk = () => storedFiles(dataDir, 'imageback/actualite');
const created = async (response: Response) => ((await response.json()) as { data: Actualite }).data;

describe('POST /api/actualites', () => {
  it('stores the article and its image, and lists it', async () => {
    const response = await send('POST', '/api/actualites', await articleFields());
    expect(response.status).toBe(201);
    const article = await created(response);
    expect(article).toMatchObject({
      title: 'Festival des Nuits Sonores',
      categorie: 'Événement',
      date: '2026-11-20',
      hoster_name: 'Sophie Laurent',
      content: 'Premier paragraphe.\n\n\n\nDeuxième paragraphe #Festival',
      podcast_url: 'https://podcasts.example.org/nuits-sonores.mp3',
    });
    expect(article.img_url).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(imagesOnDisk()).toContain(`imageback/actualite/${article.img_url}`);
    const list: Actualite[] = await (await t.app.request('/api/actualites')).json();
    expect(list.some((item) => item.actualiteid === article.actualiteid)).toBe(true);
  });

  it('publishes contest news without an organiser, dated today when no date is sent', async () => {
    const response = await send('POST', '/api/actualites', await articleFields({ categorie: 'Jeux de concours', hoster_name: '', date: '', content: '', podcast_url: '' }));
    expect(response.status).toBe(201);
    const article = await created(response);
    expect(article).toMatchObject({ categorie: 'Jeux de concours', hoster_name: null, content: null, podcast_url: null });
    expect(article.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it.each([
    ['no image', { image: undefined }, newsMessages.imageRequired],
    ['no title', { title: '  ' }, newsMessages.titleRequired],
    ['no category', { categorie: '' }, newsMessages.categoryRequired],
    ['no short description', { description: '' }, newsMessages.descriptionRequired],
    ['no author on a news article', { hoster_name: '' }, newsMessages.hostRequired],
    ['a podcast URL that is not http(s)', { podcast_url: 'javascript:alert(1)' }, newsMessages.podcastUrlInvalid],
    ['a podcast URL that is not a URL', { podcast_url: 'mon podcast' }, newsMessages.podcastUrlInvalid],
    ['a malformed date', { date: '20/11/2026' }, newsMessages.dateInvalid],
    ['a text file renamed .jpg', { image: fileOf(textRenamedJpg(), 'photo.jpg', 'image/jpeg') }, uploadMessages.notAnImage],
  ])('refuses %s in French and stores nothing', async (_case, overrides, message) => {
    const before = imagesOnDisk();
    const response = await send('POST', '/api/actualites', await articleFields(overrides));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: message });
    expect(imagesOnDisk()).toEqual(before);
  });

  it('refuses an oversized image with 413 and stores nothing', async () => {
    const before = imagesOnDisk();
    const huge = new Uint8Array(UPLOAD_MAX_BYTES.image + 1024);
    huge.set(await imageBytes('png', 64, 64));
    const response = await send('POST', '/api/actualites', await articleFields({ title: 'Trop lourd', image: fileOf(huge, 'enorme.png') }));
    expect(response.status).toBe(413);
    expect(imagesOnDisk()).toEqual(before);
    const row = await t.db.selectFrom('actualites').select('actualiteid').where('title', '=', 'Trop lourd').executeTakeFirst();
    expect(row).toBeUndefined();
  });
});

describe('PUT /api/actualites/:actualiteid and DELETE', () => {
  it('keeps the image when none is sent, replaces and removes it, removes it with the article', async () => {
    const article = await created(await send('POST', '/api/actualites', await articleFields({ title: 'Avant' })));

    const kept = await send('PUT', `/api/actualites/${article.actualiteid}`, await articleFields({ title: 'Après', hoster_name: '', image: undefined }));
    expect(kept.status).toBe(200);
    expect(await created(kept)).toMatchObject({ title: 'Après', img_url: article.img_url, hoster_name: null });

    const replaced = await created(await send('PUT', `/api/actualites/${article.actualiteid}`, await articleFields({ title: 'Après' })));
    expect(replaced.img_url).not.toBe(article.img_url);
    const base = (name: string) => name.replace(/\.png$/, '');
    expect(imagesOnDisk().some((file) => file.includes(base(article.img_url!)))).toBe(false);
    expect(imagesOnDisk()).toContain(`imageback/actualite/${replaced.img_url}`);

    const deleted = await send('DELETE', `/api/actualites/${article.actualiteid}`);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toMatchObject({ message: newsMessages.deleted });
    expect(imagesOnDisk().some((file) => file.includes(base(replaced.img_url!)))).toBe(false);
    expect((await t.app.request(`/api/actualites/${article.actualiteid}`)).status).toBe(404);
  });

  it('requires title, category and short description on edit; 404 for an unknown article', async () => {
    const blank = await send('PUT', '/api/actualites/1', await articleFields({ description: ' ', image: undefined }));
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ error: newsMessages.descriptionRequired });
    expect((await send('PUT', '/api/actualites/99999', await articleFields({ image: undefined }))).status).toBe(404);
    expect((await send('DELETE', '/api/actualites/99999')).status).toBe(404);
  });
});
