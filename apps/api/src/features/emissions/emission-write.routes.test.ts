import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Emission, type EmissionAudioFile, emissionMessages, messages, UPLOAD_MAX_BYTES, uploadMessages } from '@station/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, withCookie } from '../../test/accounts.ts';
import { appPerFile } from '../../test/test-app.ts';
import { fileOf, formOf, imageBytes, mp3Bytes, textRenamedJpg } from '../../test/upload-fixtures.ts';

// A data folder of its own, so the files this test stores (and removes) can be counted.
const dataDir = mkdtempSync(path.join(tmpdir(), 'station-emissions-'));
const filesIn = (folder: string) => {
  try {
    return readdirSync(path.join(dataDir, 'uploads', folder)).sort();
  } catch {
    return [];
  }
};
const storedImages = () => filesIn('imageback/emission');
const storedAudio = () => filesIn('Audioemission');

const t = appPerFile(() => ({ dataDir }));
let admin: string;
let hosts: { visible: number[]; hidden: number };
beforeAll(async () => {
  admin = (await loginAs(t.app, 'admin')).cookie;
  const rows = await t.db.selectFrom('animateurs').select(['animateurid', 'hidden']).orderBy('animateurid').execute();
  hosts = { visible: rows.filter((row) => !row.hidden).map((row) => row.animateurid), hidden: rows.find((row) => row.hidden)!.animateurid };
});

const write = (method: string, url: string, body?: FormData, cookie = admin) =>
  t.app.request(url, withCookie(cookie, { method, body, headers: { Origin: 'http://localhost' } }));
const image = async () => fileOf(await imageBytes('png', 400, 300), 'affiche.png', 'image/png');
const audio = () => fileOf(mp3Bytes(2), 'emission.mp3', 'audio/mpeg');
const DATES = [
  { broadcast_date: '2026-12-12', broadcast_time: '21:00', heure_fin: '23:00' },
  { broadcast_date: '2026-12-05', broadcast_time: '21:00', heure_fin: '23:00' },
];
const fields = () => ({ title: 'Nuits Électro', description: 'Deux heures de house et de techno.', broadcast_dates: JSON.stringify(DATES) });
const rowCount = async () => Number((await t.db.selectFrom('emissions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

async function addEmission(extra: Record<string, string | File> = {}): Promise<Emission> {
  const response = await write('POST', '/api/emissions', formOf({ ...fields(), animateur_ids: JSON.stringify(hosts.visible.slice(0, 2)), image: await image(), audio: audio(), ...extra }));
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { data: Emission }).data;
}

describe('POST /api/emissions', () => {
  it('adds an emission with its image, audio, dates and hosts', async () => {
    const response = await write('POST', '/api/emissions', formOf({ ...fields(), animateur_ids: JSON.stringify([hosts.visible[0], String(hosts.visible[2])]), image: await image(), audio: audio() }));
    expect(response.status).toBe(201);
    const { message, data } = (await response.json()) as { message: string; data: Emission };
    expect(message).toBe(emissionMessages.added);
    expect(data).toMatchObject({ title: 'Nuits Électro', animateur_ids: [hosts.visible[0], hosts.visible[2]].sort((a, b) => a - b) });
    expect(data.broadcast_dates.map((date) => date.broadcast_date)).toEqual(['2026-12-05', '2026-12-12']);
    expect(data.broadcast_dates[0]).toEqual({ broadcast_date: '2026-12-05', broadcast_time: '21:00', heure_fin: '23:00' });
    expect(data.img_url).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(data.mp3_url).toMatch(/^[0-9a-f-]{36}\.mp3$/);
    expect(storedImages()).toContain(data.img_url);
    expect(storedAudio()).toContain(data.mp3_url);
    const list = (await (await t.app.request('/api/emissions')).json()) as Emission[];
    expect(list[0].id).toBe(data.id);
    const part = await t.app.request(`/Audioemission/${data.mp3_url}`, { headers: { Range: 'bytes=0-9' } });
    expect(part.status).toBe(206);
  });

  it('takes an emission without audio and without hosts', async () => {
    const response = await write('POST', '/api/emissions', formOf({ ...fields(), image: await image() }));
    expect(response.status).toBe(201);
    expect(((await response.json()) as { data: Emission }).data).toMatchObject({ mp3_url: null, animateur_ids: [], animateurs: 'Animateur inconnu' });
  });

  it.each([
    ['no title', { title: ' ' }, emissionMessages.titleRequired],
    ['no description', { description: '' }, emissionMessages.descriptionRequired],
    ['no date', { broadcast_dates: '[]' }, emissionMessages.dateRequired],
    ['only empty dates', { broadcast_dates: JSON.stringify([{ broadcast_date: '', broadcast_time: '10:00', heure_fin: '11:00' }]) }, emissionMessages.dateRequired],
    ['no broadcast_dates field', { broadcast_dates: undefined }, emissionMessages.datesInvalid],
    ['malformed broadcast_dates JSON', { broadcast_dates: '[{"broadcast_date": "2026-12-05"' }, emissionMessages.datesInvalid],
    ['broadcast_dates that are no list', { broadcast_dates: '"demain"' }, emissionMessages.datesInvalid],
    ['an impossible date', { broadcast_dates: JSON.stringify([{ broadcast_date: '2026-02-30', broadcast_time: '10:00', heure_fin: '11:00' }]) }, emissionMessages.dateInvalid],
    ['a bad time', { broadcast_dates: JSON.stringify([{ broadcast_date: '2026-12-05', broadcast_time: '25:00', heure_fin: '11:00' }]) }, emissionMessages.timeInvalid],
    ['an end before the start (crossing midnight)', { broadcast_dates: JSON.stringify([{ broadcast_date: '2026-12-05', broadcast_time: '23:00', heure_fin: '01:00' }]) }, emissionMessages.crossesMidnight],
    ['an end equal to the start', { broadcast_dates: JSON.stringify([{ broadcast_date: '2026-12-05', broadcast_time: '10:00', heure_fin: '10:00' }]) }, emissionMessages.crossesMidnight],
    ['malformed animateur_ids JSON', { animateur_ids: '[1,' }, emissionMessages.hostsInvalid],
    ['animateur_ids that are no ids', { animateur_ids: '["Sophie"]' }, emissionMessages.hostsInvalid],
  ])('refuses %s with a French 400 and stores nothing', async (_name, change, message) => {
    const [images, sounds, rows] = [storedImages(), storedAudio(), await rowCount()];
    const response = await write('POST', '/api/emissions', formOf({ ...fields(), ...change, image: await image(), audio: audio() }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: message });
    expect([storedImages(), storedAudio(), await rowCount()]).toEqual([images, sounds, rows]);
  });

  it('never takes the hidden presenter, nor an unknown one, as a host', async () => {
    for (const id of [hosts.hidden, 99999]) {
      const response = await write('POST', '/api/emissions', formOf({ ...fields(), animateur_ids: JSON.stringify([hosts.visible[0], id]), image: await image() }));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: emissionMessages.hostUnknown });
    }
  });

  it("refuses a missing image ('Veuillez sélectionner une image'), a text renamed .jpg, and an oversized image (413), storing nothing", async () => {
    const [images, sounds, rows] = [storedImages(), storedAudio(), await rowCount()];
    const missing = await write('POST', '/api/emissions', formOf({ ...fields(), audio: audio() }));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: 'Veuillez sélectionner une image' });
    const impostor = await write('POST', '/api/emissions', formOf({ ...fields(), image: fileOf(textRenamedJpg(), 'affiche.jpg', 'image/jpeg'), audio: audio() }));
    expect(impostor.status).toBe(400);
    expect(await impostor.json()).toMatchObject({ error: uploadMessages.notAnImage });
    const oversized = new Uint8Array(UPLOAD_MAX_BYTES.image + 1);
    oversized.set(await imageBytes('jpeg', 10, 10));
    const tooLarge = await write('POST', '/api/emissions', formOf({ ...fields(), audio: audio(), image: fileOf(oversized, 'enorme.jpg', 'image/jpeg') }));
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ error: uploadMessages.imageTooLarge });
    expect([storedImages(), storedAudio(), await rowCount()]).toEqual([images, sounds, rows]);
  });
});

describe('PUT /api/emissions/:id', () => {
  it('edits text, dates and hosts, keeping the files when none are sent', async () => {
    const emission = await addEmission();
    const response = await write(
      'PUT',
      `/api/emissions/${emission.id}`,
      formOf({ ...fields(), title: 'Nuits Électro (nouvelle formule)', broadcast_dates: JSON.stringify([DATES[0]]), animateur_ids: JSON.stringify([hosts.visible[3]]) }),
    );
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Emission };
    expect(data).toMatchObject({ title: 'Nuits Électro (nouvelle formule)', img_url: emission.img_url, mp3_url: emission.mp3_url, animateur_ids: [hosts.visible[3]] });
    expect(data.broadcast_dates).toEqual([DATES[0]]);
    // animateur_ids absent: the hosts stay as they are.
    const again = await write('PUT', `/api/emissions/${emission.id}`, formOf(fields()));
    expect(((await again.json()) as { data: Emission }).data.animateur_ids).toEqual([hosts.visible[3]]);
  });

  it('replaces image and audio, removing the old files', async () => {
    const emission = await addEmission();
    const response = await write('PUT', `/api/emissions/${emission.id}`, formOf({ ...fields(), image: await image(), audio: audio() }));
    const { data } = (await response.json()) as { data: Emission };
    expect(data.img_url).not.toBe(emission.img_url);
    expect(data.mp3_url).not.toBe(emission.mp3_url);
    expect(storedImages()).toContain(data.img_url);
    expect(storedImages().filter((name) => name.startsWith(emission.img_url!.replace('.png', '')))).toEqual([]);
    expect(storedAudio()).toContain(data.mp3_url);
    expect(storedAudio()).not.toContain(emission.mp3_url);
  });

  it('answers an unknown emission with a French 404 and validates like the add form', async () => {
    const unknown = await write('PUT', '/api/emissions/999999', formOf(fields()));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: messages.emissionNotFound });
    const emission = await addEmission();
    const midnight = await write('PUT', `/api/emissions/${emission.id}`, formOf({ ...fields(), broadcast_dates: JSON.stringify([{ broadcast_date: '2026-12-05', broadcast_time: '23:00', heure_fin: '02:00' }]) }));
    expect(midnight.status).toBe(400);
    expect(await midnight.json()).toMatchObject({ error: emissionMessages.crossesMidnight });
  });
});

describe('extra audio: POST /api/emissions/:id/audio and DELETE /api/emissions/:id/audio/:audioId', () => {
  it('adds a recording of one of its dates, named title_YYYY-MM-DD for display, then deletes it and its file', async () => {
    const emission = await addEmission();
    const response = await write('POST', `/api/emissions/${emission.id}/audio`, formOf({ selectedAudioDate: '2026-12-05', audio: audio() }));
    expect(response.status).toBe(201);
    const { message, data } = (await response.json()) as { message: string; data: EmissionAudioFile & { title: string } };
    expect(message).toBe(emissionMessages.audioAdded);
    expect(data).toMatchObject({ title: 'Nuits Électro', parsedTitle: 'Nuits Électro', parsedDate: '2026-12-05', formattedDate: '5 décembre 2026' });
    expect(storedAudio()).toContain(data.audio_filename);
    const listed = (await (await t.app.request(`/api/emissions/${emission.id}/audio`)).json()) as EmissionAudioFile[];
    expect(listed.map((file) => file.id)).toEqual([data.id]);

    const removed = await write('DELETE', `/api/emissions/${emission.id}/audio/${data.id}`);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ message: emissionMessages.audioDeleted('Nuits Électro du 5 décembre 2026') });
    expect(storedAudio()).not.toContain(data.audio_filename);
    // The primary recording is not an extra file: it stays.
    const after = (await (await t.app.request(`/api/emissions/${emission.id}`)).json()) as Emission;
    expect(after.mp3_url).toBe(emission.mp3_url);
    expect(storedAudio()).toContain(emission.mp3_url);
  });

  it("needs both a file and a date ('Veuillez sélectionner un fichier audio et une date'), among the emission's dates", async () => {
    const emission = await addEmission();
    const before = storedAudio();
    for (const form of [formOf({ selectedAudioDate: '2026-12-05' }), formOf({ audio: audio() }), formOf({ selectedAudioDate: '', audio: audio() })]) {
      const response = await write('POST', `/api/emissions/${emission.id}/audio`, form);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'Veuillez sélectionner un fichier audio et une date' });
    }
    const otherDate = await write('POST', `/api/emissions/${emission.id}/audio`, formOf({ selectedAudioDate: '2026-12-06', audio: audio() }));
    expect(otherDate.status).toBe(400);
    expect(await otherDate.json()).toMatchObject({ error: emissionMessages.audioDateNotInEmission });
    const image = await write('POST', `/api/emissions/${emission.id}/audio`, formOf({ selectedAudioDate: '2026-12-05', audio: fileOf(await imageBytes('png', 10, 10), 'son.mp3') }));
    expect(image.status).toBe(400);
    expect(await image.json()).toMatchObject({ error: uploadMessages.notAudio });
    expect(storedAudio()).toEqual(before);
  });

  it("never deletes another emission's recording", async () => {
    const [first, second] = [await addEmission(), await addEmission()];
    const added = await write('POST', `/api/emissions/${first.id}/audio`, formOf({ selectedAudioDate: '2026-12-12', audio: audio() }));
    const { data } = (await added.json()) as { data: EmissionAudioFile };
    const wrong = await write('DELETE', `/api/emissions/${second.id}/audio/${data.id}`);
    expect(wrong.status).toBe(404);
    expect(await wrong.json()).toMatchObject({ error: emissionMessages.audioNotFound });
    expect(storedAudio()).toContain(data.audio_filename);
  });
});

describe('DELETE /api/emissions/:id', () => {
  it('deletes the emission with its image, its audio and its extra recordings', async () => {
    const emission = await addEmission();
    const extra = await write('POST', `/api/emissions/${emission.id}/audio`, formOf({ selectedAudioDate: '2026-12-05', audio: audio() }));
    const { data } = (await extra.json()) as { data: EmissionAudioFile };
    const response = await write('DELETE', `/api/emissions/${emission.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: emissionMessages.deleted('Nuits Électro') });
    expect(storedImages().filter((name) => name.startsWith(emission.img_url!.replace('.png', '')))).toEqual([]);
    expect(storedAudio()).not.toContain(emission.mp3_url);
    expect(storedAudio()).not.toContain(data.audio_filename);
    expect((await t.app.request(`/api/emissions/${emission.id}`)).status).toBe(404);
    expect((await write('DELETE', `/api/emissions/${emission.id}`)).status).toBe(404);
  });
});
