import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ABOUT_IMAGE_KEYS, type AboutImage, type AboutStats, aboutMessages, messages, UPLOAD_MAX_BYTES, uploadMessages } from '@station/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, withCookie } from '../../test/accounts.ts';
import { createTestApp } from '../../test/test-app.ts';
import { fileOf, formOf, imageBytes, textRenamedJpg } from '../../test/upload-fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
beforeAll(async () => {
  // A folder of its own: replacing a slot removes the old file.
  t = await createTestApp({ dataDir: mkdtempSync(path.join(tmpdir(), 'station-about-test-')) });
  admin = (await loginAs(t.app, 'admin')).cookie;
});
afterAll(() => t.close());

const slots = async (): Promise<AboutImage[]> => (await t.app.request('/api/about-section/images')).json();
const upload = (key: string, fields: Record<string, string | File | undefined>, cookie: string | null = admin) =>
  t.app.request(`/api/about-section/upload/${key}`, withCookie(cookie ?? undefined, { method: 'POST', headers: { Origin: 'http://localhost' }, body: formOf(fields) }));

describe('GET /api/about-section/images', () => {
  it('fills every image slot of the about section with alt text', async () => {
    const response = await t.app.request('/api/about-section/images');
    expect(response.status).toBe(200);
    const list = await slots();
    expect(list.map((slot) => slot.image_key).sort()).toEqual([...ABOUT_IMAGE_KEYS].sort());
    expect(list.every((slot) => slot.alt_text)).toBe(true);
  });
});

describe('GET /api/about-section/stats', () => {
  it('counts what the database holds', async () => {
    const stats: AboutStats = await (await t.app.request('/api/about-section/stats')).json();
    const count = async (table: 'emissions' | 'mixes') => Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    expect(stats.emissions).toBe(await count('emissions'));
    expect(stats.mixes).toBe(await count('mixes'));
    const visible = await t.db.selectFrom('animateurs').select('animateurid').where('hidden', '=', false).execute();
    expect(stats.presenters).toBe(visible.length);
    await t.db.updateTable('mixes').set({ total_listens: 5 }).execute();
    const after: AboutStats = await (await t.app.request('/api/about-section/stats')).json();
    expect(after.mix_listens).toBe(5 * stats.mixes);
  });
});

describe('POST /api/about-section/upload/:imageKey', () => {
  it('replaces the slot: the new file is served, the old one is gone, data.image_filename names it', async () => {
    const old = (await slots()).find((slot) => slot.image_key === 'mixer')!;
    // A file of our own for the old image, so its removal can be seen.
    const first = await upload('mixer', { image: fileOf(await imageBytes('jpeg', 1200, 800), 'a.jpg'), alt_text: 'La console' });
    expect(first.status).toBe(200);
    const firstBody = await first.json();
    expect(firstBody).toMatchObject({ message: aboutMessages.uploaded, data: { image_key: 'mixer', alt_text: 'La console' } });
    expect(firstBody.data.image_filename).not.toBe(old.image_filename);

    const second = await upload('mixer', { image: fileOf(await imageBytes('png', 800, 600), 'b.png') });
    const secondBody = await second.json();
    // Without a new alt text the slot keeps its description.
    expect(secondBody.data).toMatchObject({ image_key: 'mixer', alt_text: 'La console' });
    expect((await t.app.request(`/imageback/about/${secondBody.data.image_filename}`)).status).toBe(200);
    expect((await t.app.request(`/imageback/about/${firstBody.data.image_filename}`)).status).toBe(404);
    expect((await slots()).find((slot) => slot.image_key === 'mixer')?.image_filename).toBe(secondBody.data.image_filename);
  });

  it('refuses an unknown slot, a missing image, a text renamed .jpg and a file over 10 MB, changing nothing', async () => {
    const before = await slots();
    const unknown = await upload('cuisine', { image: fileOf(await imageBytes(), 'a.jpg') });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: aboutMessages.unknownSlot });
    const missing = await upload('studio', { alt_text: 'Rien' });
    expect(await missing.json()).toMatchObject({ error: aboutMessages.imageRequired });
    const text = await upload('studio', { image: fileOf(textRenamedJpg(), 'photo.jpg', 'image/jpeg') });
    expect(text.status).toBe(400);
    expect(await text.json()).toMatchObject({ error: uploadMessages.notAnImage });
    const oversized = new Uint8Array(UPLOAD_MAX_BYTES.image + 1);
    oversized.set(await imageBytes('jpeg', 10, 10));
    const big = await upload('studio', { image: fileOf(oversized, 'enorme.jpg', 'image/jpeg') });
    expect(big.status).toBe(413);
    expect(await slots()).toEqual(before);
  });

  it('is for admins only', async () => {
    const image = fileOf(await imageBytes(), 'a.jpg');
    expect((await upload('studio', { image }, null)).status).toBe(401);
    const user = await upload('studio', { image }, (await loginAs(t.app, 'user')).cookie);
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ error: messages.forbidden });
  });
});
