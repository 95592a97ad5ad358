import { AVATAR_PRESETS } from '@station/shared';
import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../test/test-app.ts';

const t = appPerFile();

describe('GET /avatars/preset-N.svg', () => {
  it('serves each of the 100 presets as a local SVG, the same picture every time', async () => {
    expect(AVATAR_PRESETS).toHaveLength(100);
    const bodies = new Set<string>();
    for (const url of [AVATAR_PRESETS[0]!, AVATAR_PRESETS[1]!, AVATAR_PRESETS[99]!]) {
      const response = await t.app.request(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8');
      const svg = await response.text();
      expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      // Nothing fetched from elsewhere (the metadata's licence links are text, not resources).
      expect(svg).not.toMatch(/(?:href|src)\s*=\s*["']?https?:|url\(\s*["']?https?:/);
      expect(await (await t.app.request(url)).text()).toBe(svg);
      bodies.add(svg);
    }
    expect(bodies.size).toBe(3);
  });

  it.each(['/avatars/preset-0.svg', '/avatars/preset-101.svg', '/avatars/moi.svg', '/avatars/preset-1.png'])('answers 404 for %s', async (path) => {
    expect((await t.app.request(path)).status).toBe(404);
  });
});
