import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ContestRegistration, type ContestRegistrationDetail, contestMessages } from '@station/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/accounts.ts';
import { login, loginAs, withCookie } from '../../test/accounts.ts';
import { registrationForm } from '../../test/permission-matrix-contests.ts';
import { createTestApp } from '../../test/test-app.ts';
import { fileOf, imageBytes, textRenamedJpg } from '../../test/upload-fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'station-registration-test-'));
  t = await createTestApp({ dataDir });
});
afterAll(() => t.close());

const post = (body: FormData, cookie?: string) =>
  t.app.request('/api/contest-registrations', withCookie(cookie, { method: 'POST', headers: { Origin: 'http://localhost' }, body }));

describe('POST /api/contest-registrations', () => {
  it('stores the registration of the signed-in talent with its photo and MP3', async () => {
    const { cookie, account } = await loginAs(t.app, 'talent');
    const response = await post(await registrationForm(), cookie);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ talon_id: account.id, name: 'Nina Rose', category: 'pop', song_title: 'Lumière' });
    const row = await t.db.selectFrom('contest_registrations').selectAll().where('talon_id', '=', account.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: 'nina.rose@example.org', phone: '06 12 34 56 78', media_url: 'https://www.instagram.com/ninarose' });
    expect(existsSync(path.join(dataDir, 'uploads', 'contest-uploads', 'photo', row.photo_url))).toBe(true);
    expect(row.song_url).toMatch(/\.mp3$/);
    expect(existsSync(path.join(dataDir, 'uploads', 'contest-uploads', 'song', row.song_url))).toBe(true);
    // The first upload of the file warms sharp up: on a busy 2-core machine that alone took 20 s.
  }, 60_000);

  it('asks visitors to log in and listeners for an artist profile', async () => {
    expect((await post(await registrationForm())).status).toBe(401);
    const listener = await post(await registrationForm(), (await loginAs(t.app, 'user')).cookie);
    expect(listener.status).toBe(403);
    expect(await listener.json()).toMatchObject({ error: contestMessages.artistProfileRequired });
  });

  it.each([
    ['no photo', (form: FormData) => form.delete('photo'), contestMessages.uploadsRequired],
    ['no song', (form: FormData) => form.delete('song'), contestMessages.uploadsRequired],
    ['an image as the song', async (form: FormData) => form.set('song', fileOf(await imageBytes(), 'faux.mp3')), null],
    ['a text renamed .jpg as the photo', (form: FormData) => form.set('photo', fileOf(textRenamedJpg(), 'photo.jpg')), null],
    ['a bad email', (form: FormData) => form.set('email', 'nina@'), contestMessages.emailInvalid],
    ['a media link that is not a URL', (form: FormData) => form.set('media_url', 'mon instagram'), contestMessages.urlInvalid],
    ['an unknown category', (form: FormData) => form.set('category', 'jazz'), contestMessages.categoryInvalid],
    ['an empty song title', (form: FormData) => form.set('song_title', ' '), contestMessages.fillAllFields],
  ])('refuses %s with a French 400 and keeps nothing', async (_label, change, message) => {
    const { cookie } = await loginAs(t.app, 'talent');
    const before = (await t.db.selectFrom('contest_registrations').select('id').execute()).length;
    const form = await registrationForm();
    await change(form);
    const response = await post(form, cookie);
    expect(response.status).toBe(400);
    const body = await response.json();
    if (message) expect(body).toMatchObject({ error: message });
    else expect(body.error).toMatch(/valide/);
    expect((await t.db.selectFrom('contest_registrations').select('id').execute()).length).toBe(before);
  });
});

describe('registrations read back', () => {
  const get = (url: string, cookie?: string, headers: Record<string, string> = {}) => t.app.request(url, withCookie(cookie, { headers }));

  it('shows the talent its own registrations with the photo and MP3 it sent, and the admins every one', async () => {
    const nina = await loginAs(t.app, 'talent');
    const sent = await registrationForm();
    const created = (await (await post(sent, nina.cookie)).json()) as ContestRegistration;
    const other = await login(t.app, 'kael@example.org', DEMO_PASSWORD);
    const othersOwn = (await (await post(await registrationForm(), other.cookie)).json()) as ContestRegistration;

    const mine = (await (await get('/api/contest-registrations/mine', nina.cookie)).json()) as ContestRegistrationDetail[];
    expect(mine.map((registration) => registration.id)).toContain(created.id);
    expect(mine.map((registration) => registration.id)).not.toContain(othersOwn.id);
    const detail = mine.find((registration) => registration.id === created.id)!;
    expect(detail).toMatchObject({ song_title: 'Lumière', email: 'nina.rose@example.org', photo_path: `/api/contest-registrations/${created.id}/photo` });

    // The very bytes it sent, privately.
    const song = await get(detail.song_path, nina.cookie);
    expect(song.status).toBe(200);
    expect(song.headers.get('content-type')).toBe('audio/mpeg');
    expect(song.headers.get('cache-control')).toMatch(/no-store/);
    const sentSong = new Uint8Array(await (sent.get('song') as File).arrayBuffer());
    expect(new Uint8Array(await song.arrayBuffer())).toEqual(sentSong);
    const part = await get(detail.song_path, nina.cookie, { Range: 'bytes=0-9' });
    expect(part.status).toBe(206);
    expect((await get(detail.photo_path, nina.cookie)).headers.get('content-type')).toMatch(/^image\//);

    const admin = await loginAs(t.app, 'admin');
    const all = (await (await get('/api/contest-registrations', admin.cookie)).json()) as ContestRegistrationDetail[];
    expect(all.map((registration) => registration.id)).toEqual(expect.arrayContaining([created.id, othersOwn.id]));
    expect((await get(detail.song_path, admin.cookie)).status).toBe(200);
  }, 60_000);

  it('keeps them from everyone else', async () => {
    const nina = await loginAs(t.app, 'talent');
    const created = (await (await post(await registrationForm(), nina.cookie)).json()) as ContestRegistration;
    const other = await login(t.app, 'sacha.b@example.org', DEMO_PASSWORD);
    for (const [who, cookie] of [['visitor', undefined], ['listener', (await loginAs(t.app, 'user')).cookie], ['moderator', (await loginAs(t.app, 'moderator')).cookie], ['other talent', other.cookie]] as const) {
      const photo = await get(`/api/contest-registrations/${created.id}/photo`, cookie);
      expect(photo.status, who).toBe(cookie ? 404 : 401);
      expect((await get('/api/contest-registrations', cookie)).status, who).toBe(cookie ? 403 : 401);
    }
    expect(((await (await get('/api/contest-registrations/mine', other.cookie)).json()) as ContestRegistrationDetail[]).map((registration) => registration.id)).not.toContain(created.id);
    expect((await get('/api/contest-registrations?concours_id=abc', (await loginAs(t.app, 'admin')).cookie)).status).toBe(400);
  }, 60_000);
});
