// One JSON line per request (id, route pattern, status, duration), the same id in
// X-Request-Id, an error's stack once, and nothing secret in any line: a login is logged and the
// test reads every line for the password, the cookie, the session token and the client address.
import { Writable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { sessionCookieOf } from '../test/accounts.ts';
import { appPerFile, json } from '../test/test-app.ts';
import { TEST_ADMIN } from '../test/test-config.ts';
import { createLogger } from './logger.ts';

const t = appPerFile();
const lines: string[] = [];
let app: ReturnType<typeof createApp>['app'];

beforeAll(async () => {
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  ({ app } = createApp(t.config, t.db, { logger: createLogger({ level: 'info', destination }) }));
  app.get('/__panne', () => {
    throw new Error('panne simulée');
  });
});

const records = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('structured logs', () => {
  it('logs a login without its password, cookie, token or address', async () => {
    const address = '203.0.113.77';
    const login = await app.request('/api/auth/login', json('POST', TEST_ADMIN, { 'X-Forwarded-For': address }));
    expect(login.status).toBe(200);
    const cookie = sessionCookieOf(login)!;
    const me = await app.request('/api/auth/me', { headers: { Cookie: cookie, Authorization: 'Bearer jeton-secret-du-test', 'X-Forwarded-For': address } });
    expect(me.status).toBe(200);

    const loginLine = records().find((record) => record.route === '/api/auth/login');
    expect(loginLine).toMatchObject({ level: 30, method: 'POST', status: 200, reqId: login.headers.get('X-Request-Id'), msg: 'requête' });
    expect(typeof loginLine?.ms).toBe('number');
    expect(records().find((record) => record.route === '/api/auth/me')).toMatchObject({ status: 200, reqId: me.headers.get('X-Request-Id') });

    const everything = lines.join('\n');
    const token = cookie.split('=')[1]!;
    for (const secret of [TEST_ADMIN.password, token, cookie, 'jeton-secret-du-test', address, '203.0.113']) expect(everything).not.toContain(secret);
  });

  it('keeps a caller-given request id and makes one otherwise', async () => {
    const given = await app.request('/api/health/live', { headers: { 'X-Request-Id': 'proxy-id-12345678' } });
    expect(given.headers.get('X-Request-Id')).toBe('proxy-id-12345678');
    const odd = await app.request('/api/health/live', { headers: { 'X-Request-Id': 'pas un id <script>' } });
    expect(odd.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("logs an error's stack once, beside the request's line", async () => {
    const response = await app.request('/__panne');
    expect(response.status).toBe(500);
    const id = response.headers.get('X-Request-Id');
    const mine = records().filter((record) => record.reqId === id);
    expect(mine.filter((record) => JSON.stringify(record).includes('panne simulée'))).toHaveLength(1);
    const error = mine.find((record) => record.err) as { level: number; err: { stack: string } };
    expect(error.level).toBe(50);
    expect(error.err.stack).toContain('request-observer.test.ts');
    expect(mine.find((record) => record.msg === 'requête')).toMatchObject({ status: 500, route: '/__panne' });
  });
});
