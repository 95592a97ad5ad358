import { describe, expect, it } from 'vitest';
import { appPerFile } from '../test/test-app.ts';
import { hitOrRefuse, RateLimiter } from './rate-limit.ts';

const t = appPerFile();

describe('RateLimiter (counters in the database)', () => {
  it('blocks at the limit, keeps keys apart, and forgets a key on reset', async () => {
    const limiter = new RateLimiter('test:a', 3, 60_000);
    expect(await limiter.hit(t.db, 'a')).toBe(1);
    await limiter.hit(t.db, 'a');
    expect(await limiter.isBlocked(t.db, 'a')).toBe(false);
    await limiter.hit(t.db, 'a');
    expect(await limiter.isBlocked(t.db, 'a')).toBe(true);
    expect(await limiter.isBlocked(t.db, 'b')).toBe(false);
    await expect(hitOrRefuse(t.db, limiter, 'a')).rejects.toMatchObject({ status: 429 });
    await limiter.reset(t.db, 'a');
    expect((await limiter.state(t.db, 'a')).count).toBe(0);
  });

  it('opens a new window once the last one has closed', async () => {
    const limiter = new RateLimiter('test:window', 2, 200);
    await limiter.hit(t.db, 'k');
    await limiter.hit(t.db, 'k');
    expect(await limiter.isBlocked(t.db, 'k')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await limiter.isBlocked(t.db, 'k')).toBe(false);
    expect(await limiter.hit(t.db, 'k')).toBe(1);
  });

  it('stores hashes, never the email or the address', async () => {
    await new RateLimiter('test:hash', 5, 60_000).hit(t.db, 'someone@example.org');
    const rows = await t.db.selectFrom('rate_limit_counters').select('key_hash').where('bucket', '=', 'test:hash').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.key_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
