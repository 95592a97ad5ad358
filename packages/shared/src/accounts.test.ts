import { describe, expect, it } from 'vitest';
import { passwordChangeProblem } from './password-change-values.ts';
import { AVATAR_PRESETS, avatarPresetIndex } from './avatars.ts';
import { messages } from './messages.ts';
import { avatarField } from './profiles.ts';

describe('passwordChangeProblem (apply all three checks)', () => {
  it.each([
    [['', 'nouveau-1', 'nouveau-1'], messages.passwordFieldsRequired],
    [['actuel-1', '', ''], messages.passwordFieldsRequired],
    [['actuel-1', 'court', 'court'], messages.newPasswordTooShort],
    [['actuel-1', 'nouveau-1', 'nouveau-2'], messages.newPasswordsMismatch],
    [['actuel-1', 'nouveau-1', 'nouveau-1'], undefined],
  ])('%j → %s', ([current, next, confirm], expected) => {
    expect(passwordChangeProblem(current!, next!, confirm!)).toBe(expected);
  });
});

describe('avatar presets', () => {
  it('are 100 local paths, and only those are accepted', () => {
    expect(AVATAR_PRESETS).toHaveLength(100);
    expect(AVATAR_PRESETS.every((url) => url.startsWith('/avatars/'))).toBe(true);
    expect(avatarPresetIndex('/avatars/preset-100.svg')).toBe(100);
    for (const url of ['/avatars/preset-101.svg', '/avatars/preset-0.svg', 'https://example.com/avatars/preset-1.svg', '/avatars/preset-01.svg']) {
      expect(avatarPresetIndex(url)).toBeUndefined();
      expect(avatarField.safeParse(url).success).toBe(false);
    }
    expect(avatarField.parse('')).toBeNull();
  });
});
