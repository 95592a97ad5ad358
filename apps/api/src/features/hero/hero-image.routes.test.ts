import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type HeroImage, heroMessages, messages, UPLOAD_MAX_BYTES, uploadMessages } from '@station/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginAs, withCookie } from '../../test/accounts.ts';
import { createTestApp, json } from '../../test/test-app.ts';
import { fileOf, formOf, imageBytes, textRenamedJpg } from '../../test/upload-fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
beforeAll(async () => {
  // A folder of its own: these tests delete files, never the shared template's demo artwork.
  t = await createTestApp({ dataDir: mkdtempSync(path.join(tmpdir(), 'station-hero-test-')) });
  admin = (await loginAs(t.app, 'admin')).cookie;
});
afterAll(() => t.close());

const list = async (): Promise<HeroImage[]> => (await t.app.request('/api/hero-images')).json();
const upload = (fields: Record<string, string | File | undefined>, cookie = admin) =>
  t.app.request('/api/hero-images/upload', withCookie(cookie, { method: 'POST', headers: { Origin: 'http://localhost' }, body: formOf(fields) }));
const reorder = (images: unknown) => t.app.request('/api/hero-images/reorder/bulk', withCookie(admin, json('PUT', { images })));
const remove = (id: number) => t.app.request(`/api/hero-images/${id}`, withCookie(admin, { method: 'DELETE', headers: { Origin: 'http://localhost' } }));
const fileServed = async (name: string, query = '') => (await t.app.request(`/imageback/hero/${name}${query}`)).status;

describe('GET /api/hero-images', () => {
  it('returns the slider images in display order, numbered from 1', async () => {
    const images = await list();
    expect(images.map((image) => image.display_order)).toEqual([1, 2, 3]);
    expect(images[0]).toMatchObject({ title: 'Studio en Direct', description: 'Découvrez nos émissions en direct' });
  });
});

describe('POST /api/hero-images/upload', () => {
  it('stores the image with its variants and adds it last in the slider', async () => {
    const response = await upload({ title: '  Plateau du soir ', description: 'En direct du studio', image: fileOf(await imageBytes('png', 2000, 1000), 'soir.jpg') });
    expect(response.status).toBe(201);
    const created: HeroImage = await response.json();
    expect(created).toMatchObject({ title: 'Plateau du soir', description: 'En direct du studio', display_order: 4 });
    expect(created.image_filename).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(await fileServed(created.image_filename)).toBe(200);
    const phone = await t.app.request(`/imageback/hero/${created.image_filename}?w=640`);
    expect(phone.headers.get('Content-Type')).toBe('image/webp');
    expect((await list()).at(-1)?.id).toBe(created.id);
  });

  it("refuses a missing title ('Titre *'), a missing image, a text renamed .jpg and a file over 10 MB, storing nothing", async () => {
    const before = await list();
    const noTitle = await upload({ title: '   ', image: fileOf(await imageBytes(), 'a.jpg') });
    expect(noTitle.status).toBe(400);
    expect(await noTitle.json()).toMatchObject({ error: heroMessages.titleRequired });

    const noImage = await upload({ title: 'Sans image' });
    expect(noImage.status).toBe(400);
    expect(await noImage.json()).toMatchObject({ error: heroMessages.imageRequired });

    const text = await upload({ title: 'Faux', image: fileOf(textRenamedJpg(), 'photo.jpg', 'image/jpeg') });
    expect(text.status).toBe(400);
    expect(await text.json()).toMatchObject({ error: uploadMessages.notAnImage });

    const oversized = new Uint8Array(UPLOAD_MAX_BYTES.image + 1);
    oversized.set(await imageBytes('jpeg', 10, 10));
    const big = await upload({ title: 'Trop lourd', image: fileOf(oversized, 'enorme.jpg', 'image/jpeg') });
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ error: uploadMessages.imageTooLarge });

    expect(await list()).toEqual(before);
  });

  it('is for admins only (401 for a visitor, 403 for a moderator)', async () => {
    const image = fileOf(await imageBytes(), 'a.jpg');
    const visitor = await t.app.request('/api/hero-images/upload', { method: 'POST', headers: { Origin: 'http://localhost' }, body: formOf({ title: 'x', image }) });
    expect(visitor.status).toBe(401);
    const moderator = await upload({ title: 'x', image }, (await loginAs(t.app, 'moderator')).cookie);
    expect(moderator.status).toBe(403);
    expect(await moderator.json()).toMatchObject({ error: messages.forbidden });
  });
});

describe('PUT /api/hero-images/reorder/bulk', () => {
  beforeEach(async () => {
    // Back to the order of ids, whatever the previous test left.
    const images = await list();
    const ids = images.map((image) => image.id).sort((a, b) => a - b);
    await reorder(ids.map((id, index) => ({ id, display_order: index + 1 })));
  });

  it('saves a new order for the whole list', async () => {
    const ids = (await list()).map((image) => image.id);
    const reversed = [...ids].reverse();
    const response = await reorder(reversed.map((id, index) => ({ id, display_order: index + 1 })));
    expect(response.status).toBe(200);
    expect((await list()).map((image) => image.id)).toEqual(reversed);
  });

  it('changes nothing when the list is partial, names an unknown id, repeats one or repeats a position', async () => {
    const before = await list();
    const ids = before.map((image) => image.id);
    const reversed = [...ids].reverse().map((id, index) => ({ id, display_order: index + 1 }));
    const attempts = [
      { body: reversed.slice(1), error: heroMessages.reorderMismatch },
      { body: [...reversed.slice(1), { id: 999_999, display_order: ids.length }], error: heroMessages.reorderMismatch },
      { body: [...reversed.slice(1), { ...reversed[1]!, display_order: ids.length }], error: heroMessages.reorderMismatch },
      { body: reversed.map((item) => ({ ...item, display_order: 1 })), error: heroMessages.reorderPositions },
      { body: reversed.map((item, index) => ({ ...item, display_order: index + 2 })), error: heroMessages.reorderPositions },
      { body: [{ id: 'x', display_order: 1 }], error: heroMessages.reorderInvalid },
      { body: [], error: heroMessages.reorderInvalid },
    ];
    for (const attempt of attempts) {
      const response = await reorder(attempt.body);
      expect(response.status, JSON.stringify(attempt.body)).toBe(400);
      expect(await response.json()).toMatchObject({ error: attempt.error });
      expect(await list()).toEqual(before);
    }
  });
});

describe('DELETE /api/hero-images/:id', () => {
  it('removes the image and its files, and numbers the rest from 1 in their order', async () => {
    const response = await upload({ title: 'À supprimer', image: fileOf(await imageBytes('jpeg', 1600, 900), 'x.jpg') });
    const created: HeroImage = await response.json();
    // Put the new image in the middle, so the renumbering has something to do.
    const others = (await list()).filter((image) => image.id !== created.id).map((image) => image.id);
    const order = [others[0]!, created.id, ...others.slice(1)];
    expect((await reorder(order.map((id, index) => ({ id, display_order: index + 1 })))).status).toBe(200);

    const deleted = await remove(created.id);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toMatchObject({ title: 'À supprimer' });
    const after = await list();
    expect(after.map((image) => image.id)).toEqual(order.filter((id) => id !== created.id));
    expect(after.map((image) => image.display_order)).toEqual(after.map((_, index) => index + 1));
    expect(await fileServed(created.image_filename)).toBe(404);
    expect(await fileServed(created.image_filename.replace('.jpg', '.w640.webp'))).toBe(404);
  });

  it('answers 404 in French for an unknown image and 400 for a bad id', async () => {
    const unknown = await remove(999_999);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: heroMessages.notFound });
    const bad = await t.app.request('/api/hero-images/abc', withCookie(admin, { method: 'DELETE', headers: { Origin: 'http://localhost' } }));
    expect(bad.status).toBe(400);
  });
});
