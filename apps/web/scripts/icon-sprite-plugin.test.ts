import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSprite, iconNames, iconSpriteUrlDefine, spriteFileName } from './icon-sprite-plugin.ts';

const webRoot = path.resolve(import.meta.dirname, '..');

describe('icon sprite', () => {
  it("holds one symbol per icon of src/ui/icons.tsx, with lucide's drawing", () => {
    const names = iconNames(readFileSync(path.join(webRoot, 'src/ui/icons.tsx'), 'utf8'));
    expect(names).toContain('play');
    const sprite = buildSprite(names, webRoot);
    expect(sprite.match(/<symbol id="(?!brand-)/g)).toHaveLength(names.length);
    expect(sprite).toContain('<symbol id="play" viewBox="0 0 24 24"><path d="M5 5a2 2 0 0 1 3.008-1.728');
    // And the social networks' glyphs, which lucide does not draw.
    expect(sprite).toContain('<symbol id="brand-facebook" viewBox="0 0 24 24"><path d="M18 2h-3');
    expect(sprite.match(/<symbol id="brand-/g)).toHaveLength(4);
  });

  it('refuses a name lucide does not know, and an alias instead of the main name', () => {
    expect(() => buildSprite(['play', 'not-an-icon'], webRoot)).toThrow('Icône inconnue de lucide : « not-an-icon »');
    expect(() => buildSprite(['check-circle'], webRoot)).toThrow('« check-circle » est un autre nom');
  });

  it('names the file by its drawings, so phones keep it for good and a changed sprite gets a new address', () => {
    const sprite = buildSprite(['play', 'pause'], webRoot);
    expect(spriteFileName(sprite)).toMatch(/^assets\/icons-[\w-]{10}\.svg$/);
    expect(spriteFileName(buildSprite(['play', 'pause'], webRoot))).toBe(spriteFileName(sprite));
    expect(spriteFileName(buildSprite(['play'], webRoot))).not.toBe(spriteFileName(sprite));
    // The address both builds write into their code: the file the browser's build emits.
    const all = buildSprite(iconNames(readFileSync(path.join(webRoot, 'src/ui/icons.tsx'), 'utf8')), webRoot);
    expect(iconSpriteUrlDefine(webRoot)).toEqual({ __ICON_SPRITE_URL__: JSON.stringify(`/${spriteFileName(all)}`) });
  });
});
