import { describe, expect, it } from 'vitest';
import { idParamSchema } from './ids.ts';
import { mediaUrl } from './media.ts';

describe('mediaUrl', () => {
  it('puts a bare file name under its public path and keeps absolute URLs', () => {
    expect(mediaUrl('mixImage', 'afro-heat.svg')).toBe('/imageback/mixes/afro-heat.svg');
    expect(mediaUrl('emissionAudio', 'le-grand-direct.wav')).toBe('/Audioemission/le-grand-direct.wav');
    expect(mediaUrl('actualiteImage', 'https://cdn.example.org/a.jpg')).toBe('https://cdn.example.org/a.jpg');
    expect(mediaUrl('hero', null)).toBeNull();
  });

  it("strips a stored 'musics/' prefix from mix audio", () => {
    expect(mediaUrl('mixAudio', 'musics/MixDJ/set.mp3')).toBe('/musics/MixDJ/set.mp3');
    expect(mediaUrl('mixAudio', 'set.mp3')).toBe('/musics/MixDJ/set.mp3');
  });
});

describe('idParamSchema', () => {
  it('accepts positive integers that fit Postgres and nothing else', () => {
    const schema = idParamSchema('mixid');
    expect(schema.parse({ mixid: '42' })).toEqual({ mixid: 42 });
    for (const bad of ['abc', '0', '-3', '1.5', '007', '1234567890', '']) {
      expect(schema.safeParse({ mixid: bad }).success, bad).toBe(false);
    }
  });
});
