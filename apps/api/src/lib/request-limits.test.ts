// Request limits: limits before any route parses anything, and text no column can hold.
import { operationsMessages } from '@station/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../test/accounts.ts';
import { appPerFile, json } from '../test/test-app.ts';
import { IDEMPOTENCY_HEADER } from './idempotency.ts';
import { JSON_BODY_MAX_BYTES, MULTIPART_BODY_MAX_BYTES, URL_MAX_LENGTH } from './request-limits.ts';

const t = appPerFile();
let cookie: string;
beforeAll(async () => {
  cookie = (await loginAs(t.app, 'user')).cookie;
});

const subscribers = (email: string) => t.db.selectFrom('newsletter_subscriptions').select('id').where('email', '=', email).execute();

describe('body size', () => {
  it('refuses a JSON body over 1 MB with a French 413, on a public route, before the route reads it', async () => {
    const body = JSON.stringify({ email: 'gros@exemple.fr', filler: 'x'.repeat(JSON_BODY_MAX_BYTES) });
    const response = await t.app.request('/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: 'http://localhost' }, body });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: operationsMessages.bodyTooLarge });
  });

  it('refuses an over-long streamed body (no Content-Length) too', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(256 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ >= 8) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const response = await t.app.request('/api/newsletter', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it('lets multipart forms past the 1 MB cap (uploads are limited per file), under an overall ceiling', async () => {
    const form = new FormData();
    form.set('photo', new Blob([new Uint8Array(2 * 1024 * 1024)]), 'grande.jpg');
    const passed = await t.app.request('/api/newsletter', { method: 'POST', headers: { Origin: 'http://localhost' }, body: form });
    expect(passed.status).not.toBe(413);
    const declared = await t.app.request('/api/newsletter', {
      method: 'POST',
      headers: { Origin: 'http://localhost', 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(MULTIPART_BODY_MAX_BYTES + 1) },
      body: '--x--',
    });
    expect(declared.status).toBe(413);
  });
});

describe('text Postgres cannot store', () => {
  it.each([
    ['a NUL byte', 'nul\u0000@exemple.fr'],
    ['a lone surrogate', 'seul\ud800@exemple.fr'],
  ])('refuses %s in a JSON write with a French 400, storing nothing', async (_label, email) => {
    const before = await t.db.selectFrom('newsletter_subscriptions').select('id').execute();
    const response = await t.app.request('/api/newsletter', json('POST', { email }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: operationsMessages.invalidText });
    expect(await t.db.selectFrom('newsletter_subscriptions').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses a NUL byte deep in a signed-in write and in a key', async () => {
    const dedication = await t.app.request('/api/dedicaces', json('POST', { nom_destinataire: 'A', nom_expediteur: 'B', message: 'salut\u0000' }, { Cookie: cookie }));
    expect(dedication.status).toBe(400);
    const key = await t.app.request('/api/newsletter', json('POST', { email: 'cle@exemple.fr', ['a\u0000']: 1 }));
    expect(key.status).toBe(400);
  });

  it('refuses a NUL byte in the address', async () => {
    const response = await t.app.request('/api/mixes?search=%00');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: operationsMessages.invalidText });
  });

  it('keeps accepting real French text and emoji', async () => {
    const response = await t.app.request('/api/dedicaces', json('POST', { nom_destinataire: 'Chloé', nom_expediteur: 'Œdipe', message: 'Joyeux anniversaire 🎉 « à toi »' }, { Cookie: cookie }));
    expect(response.status).toBe(201);
  });
});

describe('URL length', () => {
  it('answers 414 in French past the limit', async () => {
    const response = await t.app.request(`/api/mixes?q=${'a'.repeat(URL_MAX_LENGTH)}`);
    expect(response.status).toBe(414);
    expect(await response.json()).toMatchObject({ error: operationsMessages.urlTooLong });
  });
});

describe('Idempotency-Key needs an owner', () => {
  it('refuses a key without a session or a visitor key with a French 400, rather than sharing it', async () => {
    const response = await t.app.request('/api/newsletter', json('POST', { email: 'sans-proprio@exemple.fr' }, { [IDEMPOTENCY_HEADER]: 'cle-sans-proprietaire' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: operationsMessages.idempotencyKeyNeedsOwner });
    expect(await subscribers('sans-proprio@exemple.fr')).toHaveLength(0);
  });
});
