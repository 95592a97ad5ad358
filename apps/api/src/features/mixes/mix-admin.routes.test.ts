// Admin writes on mixes: multipart validation, the DJ's role, stored files and the measured duration.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Mix, mixMessages, UPLOAD_MAX_BYTES, uploadMessages, WEEKLY_MIX_CATEGORY } from '@station/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/accounts.ts';
import { storedFiles } from '../../test/stored-files.ts';
import { appPerFile } from '../../test/test-app.ts';
import { fileOf, formOf, imageBytes, mp3Bytes, textRenamedJpg } from '../../test/upload-fixtures.ts';

const t = appPerFile(() => ({ dataDir }));
let cookie: string;
let djId: number;
let presenterId: number;
const dataDir = mkdtempSync(path.join(tmpdir(), 'station-mix-admin-'));

beforeAll(async () => {
  cookie = (await loginAs(t.app, 'admin')).cookie;
  const idOfRole = async (role: 'DJ' | 'animateur') =>
    (await t.db.selectFrom('animateurs').select('animateurid').where('role', '=', role).where('hidden', '=', false).orderBy('animateurid').executeTakeFirstOrThrow())
      .animateurid;
  djId = await idOfRole('DJ');
  presenterId = await idOfRole('animateur');
});

const send = (method: string, url: string, body?: FormData) =>
  t.app.request(url, { method, body, headers: { Origin: 'http://localhost', Cookie: cookie } });

async function mixFields(overrides: Record<string, string | File | undefined> = {}) {
  return formOf({
    titre: 'Nuit Disco',
    description: 'Une heure de disco et de funk.',
    animateur_id: String(djId),
    categorie: 'Disco',
    image: fileOf(await imageBytes('jpeg', 800, 800), 'pochette.jpg'),
    audio: fileOf(mp3Bytes(3), 'nuit-disco.mp3'),
    ...overrides,
  });
}

const mixCount = async () => Number((await t.db.selectFrom('mixes').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const mixFilesOnDisk = () => [...storedFiles(dataDir, 'imageback/mixes'), ...storedFiles(dataDir, 'musics/MixDJ')];

describe('POST /api/mixes', () => {
  it('stores the mix, its artwork (with variants) and its audio, and measures the duration', async () => {
    const response = await send('POST', '/api/mixes', await mixFields());
    expect(response.status).toBe(201);
    const { data: mix } = (await response.json()) as { data: Mix };
    expect(mix).toMatchObject({ titre: 'Nuit Disco', categorie: 'Disco', animateur_id: djId, total_listens: 0, duration_seconds: 3 });
    expect(mix.img_url).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    expect(mix.mp3_url).toMatch(/^[0-9a-f-]{36}\.mp3$/);
    expect(mixFilesOnDisk()).toEqual(
      expect.arrayContaining([`imageback/mixes/${mix.img_url}`, `musics/MixDJ/${mix.mp3_url}`, `imageback/mixes/${mix.img_url!.replace('.jpg', '.w640.webp')}`]),
    );
    const listed: Mix[] = await (await t.app.request('/api/mixes')).json();
    expect(listed.find((item) => item.mixid === mix.mixid)?.duration_seconds).toBe(3);
    const audio = await t.app.request(`/musics/MixDJ/${mix.mp3_url}`);
    expect(audio.headers.get('Content-Type')).toBe('audio/mpeg');
  });

  it('accepts the misspelt weekly category and stores it under the right spelling', async () => {
    const response = await send('POST', '/api/mixes', await mixFields({ categorie: 'Entre de la semaine' }));
    expect(response.status).toBe(201);
    expect(((await response.json()) as { data: Mix }).data.categorie).toBe(WEEKLY_MIX_CATEGORY);
  });

  it.each([
    ['no image', { image: undefined }, mixMessages.imageRequired],
    ['no audio', { audio: undefined }, mixMessages.audioRequired],
    ['a blank custom category', { categorie: '   ' }, mixMessages.customCategoryRequired],
    ['no DJ', { animateur_id: '' }, mixMessages.djRequired],
    ['no title', { titre: ' ' }, mixMessages.titleRequired],
    ['a presenter who is not a DJ', { animateur_id: 'PRESENTER' }, mixMessages.djNotFound],
    ['an unknown DJ', { animateur_id: '99999' }, mixMessages.djNotFound],
    ['a text file renamed .jpg', { image: fileOf(textRenamedJpg(), 'photo.jpg', 'image/jpeg') }, uploadMessages.notAnImage],
  ])('refuses %s in French and stores nothing', async (_case, overrides, message) => {
    const before = mixFilesOnDisk();
    const fields = { ...overrides } as Record<string, string | File | undefined>;
    if (fields.animateur_id === 'PRESENTER') fields.animateur_id = String(presenterId);
    const response = await send('POST', '/api/mixes', await mixFields(fields));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: message });
    expect(mixFilesOnDisk()).toEqual(before);
  });

  it('refuses an oversized image with 413 and stores nothing', async () => {
    const before = mixFilesOnDisk();
    const rowsBefore = await mixCount();
    const huge = new Uint8Array(UPLOAD_MAX_BYTES.image + 1024);
    huge.set(await imageBytes('jpeg', 64, 64));
    const response = await send('POST', '/api/mixes', await mixFields({ image: fileOf(huge, 'enorme.jpg') }));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: uploadMessages.imageTooLarge });
    expect(mixFilesOnDisk()).toEqual(before);
    expect(await mixCount()).toBe(rowsBefore);
  });
});

describe('PUT /api/mixes/:mixid and DELETE', () => {
  it('keeps the files when none is sent, replaces and removes them when new ones come, removes them with the mix', async () => {
    const created = ((await (await send('POST', '/api/mixes', await mixFields({ titre: 'Avant' }))).json()) as { data: Mix }).data;

    const kept = await send('PUT', `/api/mixes/${created.mixid}`, await mixFields({ titre: 'Après', image: undefined, audio: undefined }));
    expect(kept.status).toBe(200);
    const keptMix = ((await kept.json()) as { data: Mix }).data;
    expect(keptMix).toMatchObject({ titre: 'Après', img_url: created.img_url, mp3_url: created.mp3_url, duration_seconds: 3 });

    const replaced = await send('PUT', `/api/mixes/${created.mixid}`, await mixFields({ titre: 'Après', audio: fileOf(mp3Bytes(5), 'long.mp3') }));
    expect(replaced.status).toBe(200);
    const newMix = ((await replaced.json()) as { data: Mix }).data;
    expect(newMix.img_url).not.toBe(created.img_url);
    expect(newMix.mp3_url).not.toBe(created.mp3_url);
    expect(newMix.duration_seconds).toBe(5);
    const files = mixFilesOnDisk();
    expect(files.some((file) => file.includes(created.img_url!.replace('.jpg', '')))).toBe(false);
    expect(files).not.toContain(`musics/MixDJ/${created.mp3_url}`);
    expect(files).toContain(`musics/MixDJ/${newMix.mp3_url}`);

    const deleted = await send('DELETE', `/api/mixes/${created.mixid}`);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toMatchObject({ message: mixMessages.deleted });
    const after = mixFilesOnDisk();
    expect(after.some((file) => file.includes(newMix.img_url!.replace('.jpg', '')) || file.includes(newMix.mp3_url))).toBe(false);
    expect((await t.app.request(`/api/mixes/${created.mixid}`)).status).toBe(404);
  });

  it('refuses a blank custom category on edit, and answers 404 for an unknown mix', async () => {
    const blank = await send('PUT', '/api/mixes/1', await mixFields({ categorie: '', image: undefined, audio: undefined }));
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ error: mixMessages.customCategoryRequired });
    expect((await send('PUT', '/api/mixes/99999', await mixFields({ image: undefined, audio: undefined }))).status).toBe(404);
    expect((await send('DELETE', '/api/mixes/99999')).status).toBe(404);
  });
});
