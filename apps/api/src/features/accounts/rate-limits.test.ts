// Login and registration are rate-limited per account and per address.
import { messages, operationsMessages } from '@station/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../config.ts';
import { DEMO_LOGINS } from '../../test/accounts.ts';
import { createTestApp, json } from '../../test/test-app.ts';
import { delayAfter, FREE_FAILURES_PER_PAIR } from './login-throttle.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // Addresses come from X-Forwarded-For here, so each test can act as a distinct client.
  t = await createTestApp({ trustProxy: true, rateLimits: { ...DEFAULT_RATE_LIMITS, loginPerAddress: 15, registerPerAddress: 3 } });
});
afterAll(() => t.close());

const from = (address: string) => ({ 'X-Forwarded-For': address });
const attempt = (body: object, address: string) => t.app.request('/api/auth/login', json('POST', body, from(address)));

describe('login rate limits', () => {
  it('answers 429 once ten wrong passwords in a row were tried, even with the right one', async () => {
    const { email, password } = DEMO_LOGINS.talent;
    for (let index = 0; index < 10; index++) {
      const response = await attempt({ email, password: `mauvais-${index}` }, `198.51.100.${index}`);
      expect(response.status).toBe(401);
    }
    const blocked = await attempt({ email, password }, '198.51.100.99');
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toMatchObject({ error: messages.tooManyAttempts });
    // Another account is not affected.
    expect((await attempt(DEMO_LOGINS.user, '198.51.100.99')).status).toBe(200);
  });

  it('forgets the failures of an account after a successful login', async () => {
    const { email, password } = DEMO_LOGINS.moderator;
    for (let index = 0; index < 9; index++) await attempt({ email, password: 'mauvais-mdp' }, `192.0.2.${10 + index}`);
    expect((await attempt({ email, password }, '192.0.2.2')).status).toBe(200);
    for (let index = 0; index < 9; index++) {
      expect((await attempt({ email, password: 'mauvais-mdp' }, `192.0.2.${30 + index}`)).status).toBe(401);
    }
  });

  it('slows one address guessing one account: free failures, then 429 with Retry-After, growing', async () => {
    const { email, password } = DEMO_LOGINS.user;
    const address = '198.51.100.200';
    for (let index = 0; index < FREE_FAILURES_PER_PAIR; index++) {
      expect((await attempt({ email, password: 'mauvais-mdp' }, address)).status).toBe(401);
    }
    const slowed = await attempt({ email, password }, address);
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect(await slowed.json()).toMatchObject({ error: operationsMessages.loginSlowDown });
    expect(delayAfter(FREE_FAILURES_PER_PAIR + 4)).toBe(16);
    expect(delayAfter(1000)).toBe(15 * 60);
  });

  it('never locks the owner out of their usual address while the account is under attack elsewhere', async () => {
    const email = 'les.velours@example.org';
    const password = DEMO_LOGINS.talent.password;
    const home = '203.0.113.90';
    expect((await attempt({ email, password }, home)).status).toBe(200);
    // An attacker spreads guesses over many addresses until the account's limit is reached.
    for (let index = 0; index < 12; index++) await attempt({ email, password: 'devine' }, `198.18.0.${index}`);
    expect((await attempt({ email, password }, '198.18.1.1')).status).toBe(429);
    // The owner, at home, signs in (even after a typo).
    expect((await attempt({ email, password: 'faute-de-frappe' }, home)).status).toBe(401);
    expect((await attempt({ email, password }, home)).status).toBe(200);
  });

  it('limits failed logins per address, across accounts', async () => {
    for (let index = 0; index < 15; index++) {
      expect((await attempt({ email: `inconnu${index}@example.org`, password: 'peu-importe' }, '203.0.113.7')).status).toBe(401);
    }
    expect((await attempt(DEMO_LOGINS.admin, '203.0.113.7')).status).toBe(429);
    expect((await attempt(DEMO_LOGINS.admin, '203.0.113.8')).status).toBe(200);
  });
});

describe('registration rate limits', () => {
  const register = (index: number, address: string) =>
    t.app.request('/api/users', json('POST', { nom: 'Test', prenom: 'Limite', email: `limite${index}@example.org`, password: 'secret-2026' }, from(address)));

  it('answers 429 past the limit per address, and stores nothing more', async () => {
    for (let index = 0; index < 3; index++) expect((await register(index, '203.0.113.50')).status).toBe(201);
    const blocked = await register(3, '203.0.113.50');
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toMatchObject({ error: messages.tooManyAttempts });
    expect(await t.db.selectFrom('users').where('email', '=', 'limite3@example.org').selectAll().execute()).toHaveLength(0);
    expect((await register(4, '203.0.113.51')).status).toBe(201);
  });

  it('limits attempts per email, from any address', async () => {
    const body = { email: 'Meme.Adresse@example.org', password: 'x' };
    for (let index = 0; index < 5; index++) {
      expect((await t.app.request('/api/talons', json('POST', body, from(`192.0.2.${100 + index}`)))).status).toBe(400);
    }
    expect((await t.app.request('/api/talons', json('POST', body, from('192.0.2.200')))).status).toBe(429);
  });
});
