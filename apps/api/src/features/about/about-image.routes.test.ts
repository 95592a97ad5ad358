import { ABOUT_IMAGE_KEYS, type AboutImage } from '@station/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/about-section/images', () => {
  it('fills every image slot of the about section with alt text', async () => {
    const response = await t.app.request('/api/about-section/images');
    expect(response.status).toBe(200);
    const slots: AboutImage[] = await response.json();
    expect(slots.map((slot) => slot.image_key).sort()).toEqual([...ABOUT_IMAGE_KEYS].sort());
    expect(slots.every((slot) => slot.alt_text)).toBe(true);
  });
});
