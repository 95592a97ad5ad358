import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contestMessages } from '@station/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, withCookie } from '../../test/accounts.ts';
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

describe('POST /api/contest-registrations (spec 2 §3, §5; DECISIONS.md 7)', () => {
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
