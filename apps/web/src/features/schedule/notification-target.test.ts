import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notification-target.ts';

const origin = 'https://radio.example.org';

describe('where a reminder notification opens the app', () => {
  it('opens the live player by default', () => {
    expect(notificationTarget({ url: '/?play=live' }, origin)).toBe('https://radio.example.org/?play=live');
    expect(notificationTarget(null, origin)).toBe('https://radio.example.org/?play=live');
    expect(notificationTarget({ url: 42 }, origin)).toBe('https://radio.example.org/?play=live');
  });

  it('keeps a same-origin page, never another site', () => {
    expect(notificationTarget({ url: '/programme-calendrier' }, origin)).toBe('https://radio.example.org/programme-calendrier');
    expect(notificationTarget({ url: 'https://evil.example.com/' }, origin)).toBe('https://radio.example.org/?play=live');
    expect(notificationTarget({ url: '//evil.example.com/x' }, origin)).toBe('https://radio.example.org/?play=live');
  });
});
