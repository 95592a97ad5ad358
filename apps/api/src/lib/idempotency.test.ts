import { messages } from '@station/shared';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { appPerFile, json } from '../test/test-app.ts';
import type { AppEnv } from './context.ts';
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER, idempotency } from './idempotency.ts';
import { inTransaction } from './transaction.ts';
import { firstMixId } from '../test/factories.ts';

const t = appPerFile();
let mixid: number;
beforeAll(async () => {
  mixid = await firstMixId(t.db);
});

const VISITOR = 'idem-visitor-0123456789';
const withKey = (method: string, body: unknown, key: string) =>
  json(method, body, { [IDEMPOTENCY_HEADER]: key, 'X-Visitor-Key': VISITOR });
const subscribers = (email: string) => t.db.selectFrom('newsletter_subscriptions').select('id').where('email', '=', email).execute();
const likesOf = () => t.db.selectFrom('likes').select('id').where('content_type', '=', 'mix').where('content_id', '=', mixid).where('visitor_key', '=', VISITOR).execute();

describe('Idempotency-Key on writes (the outbox replays, nothing is applied twice)', () => {
  it('answers a repeat with the first answer, even when a plain repeat would answer differently', async () => {
    const last = (await t.db.selectFrom('mixes').select('mixid').orderBy('mixid', 'desc').executeTakeFirstOrThrow()).mixid;
    const like = { content_type: 'mix', content_id: last, visitor_key: VISITOR };
    const first = await t.app.request('/api/likes', withKey('POST', like, 'first-key-1'));
    expect(first.status).toBe(201);
    const answer = await first.json();
    const repeat = await t.app.request('/api/likes', withKey('POST', like, 'first-key-1'));
    expect(repeat.status).toBe(201);
    expect(repeat.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(await repeat.json()).toEqual(answer);
    // Without the key, the same body is a new request: the mix is already liked (200, not 201).
    const plain = await t.app.request('/api/likes', json('POST', like));
    expect(plain.status).toBe(200);
    expect(await t.db.selectFrom('likes').select('id').where('content_id', '=', last).where('visitor_key', '=', VISITOR).execute()).toHaveLength(1);
  });

  it('never re-applies a replayed write, even after later writes changed the state', async () => {
    const like = { content_type: 'mix', content_id: mixid, visitor_key: VISITOR };
    expect((await t.app.request('/api/likes', withKey('POST', like, 'like-key-1'))).status).toBe(201);
    expect((await t.app.request('/api/likes', withKey('DELETE', like, 'unlike-key-1'))).status).toBe(200);
    // The like's key comes back (an outbox that lost the first answer): stored answer, no new like.
    const replayed = await t.app.request('/api/likes', withKey('POST', like, 'like-key-1'));
    expect(replayed.status).toBe(201);
    expect(await replayed.json()).toEqual({ liked: true, count: 1 });
    expect(await likesOf()).toHaveLength(0);
  });

  it('applies concurrent duplicates once and gives them all the same answer', async () => {
    const body = { email: 'concurrent@exemple.fr' };
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => t.app.request('/api/newsletter', withKey('POST', body, 'concurrent-key-1'))),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(6).fill(202));
    expect(responses.filter((response) => response.headers.get(REPLAYED_HEADER) === 'true')).toHaveLength(5);
    await t.mail.idle();
    expect(await subscribers('concurrent@exemple.fr')).toHaveLength(1);
    const stored = await t.db.selectFrom('idempotency_keys').selectAll().where('key', '=', 'concurrent-key-1').execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ scope: `visitor:${VISITOR}`, method: 'POST', path: '/api/newsletter', status: 202 });
  });

  it('stores refusals too: a repeated bad request gets the same 400', async () => {
    const first = await t.app.request('/api/newsletter', withKey('POST', { email: 'nope' }, 'bad-request-key'));
    const repeat = await t.app.request('/api/newsletter', withKey('POST', { email: 'nope' }, 'bad-request-key'));
    expect([first.status, repeat.status]).toEqual([400, 400]);
    expect(await repeat.json()).toMatchObject({ error: messages.newsletterInvalidEmail });
  });

  it('refuses a key reused for another request, a malformed key, and a key on a non-JSON body', async () => {
    const reused = await t.app.request('/api/likes', withKey('DELETE', { content_type: 'mix', content_id: mixid, visitor_key: VISITOR }, 'first-key-1'));
    expect(reused.status).toBe(422);
    expect(await reused.json()).toMatchObject({ error: messages.idempotencyKeyReused });
    const short = await t.app.request('/api/newsletter', withKey('POST', { email: 'a@b.fr' }, 'short'));
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ error: messages.idempotencyKeyInvalid });
    const form = await t.app.request('/api/newsletter', {
      method: 'POST',
      headers: { [IDEMPOTENCY_HEADER]: 'multipart-key-1', 'Content-Type': 'multipart/form-data; boundary=x', Origin: 'http://localhost' },
      body: '--x--',
    });
    expect(form.status).toBe(400);
    expect(await form.json()).toMatchObject({ error: messages.idempotencyJsonOnly });
  });

  it('keeps keys of different visitors apart', async () => {
    const other = json('POST', { email: 'autre-visiteur@exemple.fr' }, { [IDEMPOTENCY_HEADER]: 'concurrent-key-1', 'X-Visitor-Key': 'another-visitor-012345' });
    const response = await t.app.request('/api/newsletter', other);
    expect(response.headers.get(REPLAYED_HEADER)).toBeNull();
    await t.mail.idle();
    expect(await subscribers('autre-visiteur@exemple.fr')).toHaveLength(1);
  });
});

describe('a failed first attempt (5xx) rolls back with its key, so the retry runs afresh', () => {
  // A route that writes, then fails the first time: what a crash halfway through a handler does.
  let calls = 0;
  const failingOnce = () =>
    new Hono<AppEnv>()
      .use('*', async (c, next) => {
        c.set('db', t.db);
        await next();
      })
      .use('*', idempotency())
      .post('/flaky', async (c) => {
        calls += 1;
        // A service opening its own transaction joins the middleware's one (lib/transaction.ts).
        await inTransaction(c.var.db, (trx) => trx.insertInto('newsletter_subscriptions').values({ email: `flaky-${calls}@exemple.fr`, source: 'footer' }).execute());
        if (calls === 1) return c.json({ error: messages.serverError }, 500);
        return c.json({ ok: true }, 201);
      });

  it('does not keep the write of the failed attempt, nor its key', async () => {
    const app = failingOnce();
    const request = () => app.request('/flaky', withKey('POST', {}, 'flaky-key-1'));
    expect((await request()).status).toBe(500);
    expect(await subscribers('flaky-1@exemple.fr')).toHaveLength(0);
    expect((await request()).status).toBe(201);
    const replay = await request();
    expect(replay.status).toBe(201);
    expect(replay.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(calls).toBe(2);
    expect(await subscribers('flaky-2@exemple.fr')).toHaveLength(1);
  });
});
