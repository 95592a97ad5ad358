// Writes must come from the app's own origin.
import { messages } from '@station/shared';
import { describe, expect, it } from 'vitest';
import { appPerFile, createTestApp } from '../test/test-app.ts';

const t = appPerFile();

const subscribe = (email: string, headers: Record<string, string>, app = t.app) =>
  app.request('/api/newsletter', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ email }),
  });
// Stored, confirmed or not (a new address waits for its link).
const stored = async (email: string) => (await t.db.selectFrom('newsletter_subscriptions').select('id').where('email', '=', email).execute()).length > 0;

describe('same-origin writes', () => {
  it.each([
    ['no Origin nor Referer', {}],
    ['a foreign Origin', { Origin: 'https://evil.example' }],
    ['a foreign Origin with our Referer', { Origin: 'https://evil.example', Referer: 'http://localhost/' }],
    ['an opaque Origin', { Origin: 'null' }],
    ['another port of our host', { Origin: 'http://localhost:8080' }],
  ])('refuses a write with %s: 403, nothing stored', async (label, headers) => {
    const email = `csrf-${label.replaceAll(' ', '-').toLowerCase()}@example.org`;
    const response = await subscribe(email, headers);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: messages.csrfRejected });
    expect(await stored(email)).toBe(false);
  });

  it('accepts our Origin, or our Referer when Origin is absent, with any extra header (outbox replays)', async () => {
    expect((await subscribe('origine@example.org', { Origin: 'http://localhost', 'Idempotency-Key': 'outbox-replay-f1e2d3', 'X-Visitor-Key': 'csrf-visitor-0123456789' })).status).toBe(202);
    expect((await subscribe('referent@example.org', { Referer: 'http://localhost/a-propos' })).status).toBe(202);
    // The sign-up is stored once the answer has gone.
    await t.mail.idle();
    expect(await stored('origine@example.org')).toBe(true);
  });

  it('leaves reads alone', async () => {
    expect((await t.app.request('/api/talons', { headers: { Origin: 'https://evil.example' } })).status).toBe(200);
  });

  it('behind a trusted proxy, compares with the public origin the proxy reports', async () => {
    const proxied = await createTestApp({ trustProxy: true });
    try {
      const forwarded = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'radio.example.fr' };
      expect((await subscribe('proxy@example.org', { ...forwarded, Origin: 'https://radio.example.fr' }, proxied.app)).status).toBe(202);
      expect((await subscribe('proxy2@example.org', { ...forwarded, Origin: 'http://localhost' }, proxied.app)).status).toBe(403);
    } finally {
      await proxied.close();
    }
    // Untrusted, the same headers change nothing: the request's own origin rules.
    expect((await subscribe('proxy3@example.org', { 'X-Forwarded-Host': 'radio.example.fr', Origin: 'https://radio.example.fr' })).status).toBe(403);
  });
});
