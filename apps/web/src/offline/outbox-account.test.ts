import { describe, expect, it } from 'vitest';
import { accountTag, isHeld } from './outbox.ts';

describe('outbox entries and the account that queued them', () => {
  it('names sessions by role and id, visitors as visitor', () => {
    expect(accountTag({ role: 'user', id: 3 })).toBe('user:3');
    expect(accountTag(null)).toBe('visitor');
  });

  it("holds another account's writes, replays its own and the older untagged ones", () => {
    expect(isHeld({ account: 'user:3' }, 'user:3')).toBe(false);
    expect(isHeld({ account: 'user:3' }, 'user:4')).toBe(true);
    expect(isHeld({ account: 'user:3' }, 'visitor')).toBe(true);
    expect(isHeld({ account: 'visitor' }, 'talent:3')).toBe(true);
    expect(isHeld({}, 'admin:1')).toBe(false);
  });
});
