import type { HeroImage } from '@station/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/hero-images', () => {
  it('returns the slider images in display order, numbered from 1', async () => {
    const images: HeroImage[] = await (await t.app.request('/api/hero-images')).json();
    expect(images.map((image) => image.display_order)).toEqual([1, 2, 3]);
    expect(images[0]).toMatchObject({ title: 'Studio en Direct', description: 'Découvrez nos émissions en direct' });
    expect(images.every((image) => image.image_filename.endsWith('.svg'))).toBe(true);
  });

  it('follows display_order, not insertion order', async () => {
    await t.db.updateTable('hero_images').set({ display_order: 9 }).where('display_order', '=', 1).execute();
    const images: HeroImage[] = await (await t.app.request('/api/hero-images')).json();
    expect(images.map((image) => image.title)).toEqual(['Concerts Live', 'Festivals', 'Studio en Direct']);
  });
});
