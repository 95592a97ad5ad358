// Database faults end to end: two API processes on a throwaway Postgres cluster under a steady
// request loop (reads, and writes with Idempotency-Keys), through a Postgres restart and a frozen
// (SIGSTOP) database. Both processes stay alive, answer 503 with Retry-After meanwhile, are healthy
// again within 5 s, and every acknowledged write is stored exactly once. Also: two processes
// starting together on an empty database, and one registration limit across both.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, type Cluster, healthStatus, postgresBinaries, startApi, startCluster, stopApi, waitHealthy } from './harness.ts';
import { startTraffic } from './traffic.ts';

const bin = postgresBinaries();
if (!bin) console.warn('[reliability] No Postgres server binaries under /usr/lib/postgresql: the database fault test is SKIPPED');

const ADMIN = { email: 'admin@radio-live.fr', password: 'fault-test-password-2026' };
// Short timeouts so the frozen-database case is quick: the client gives up after 2 s + 2 s.
const STATEMENT_TIMEOUT_MS = 2_000;
const READ_TIMEOUT_MS = STATEMENT_TIMEOUT_MS + 2_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!bin)('database faults: two API processes on a throwaway Postgres', () => {
  let cluster: Cluster;
  let apis: ApiProcess[] = [];
  let dataDir: string;
  let sql: pg.Pool;

  beforeAll(async () => {
    cluster = await startCluster(bin!);
    cluster.createDatabase('station');
    dataDir = mkdtempSync(path.join(tmpdir(), 'station-faults-'));
    sql = new pg.Pool({ connectionString: cluster.url('station'), max: 1 });
    sql.on('error', () => {});
  }, 120_000);

  afterAll(async () => {
    await Promise.all(apis.map(stopApi));
    await sql?.end().catch(() => {});
    cluster?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const env = () => ({
    DATABASE_URL: cluster.url('station'),
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    PUBLIC_URL: 'https://radio.example.fr',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    DATABASE_CONNECT_TIMEOUT_MS: '1000',
    DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
    REGISTER_LIMIT_PER_ADDRESS: '3',
    SHUTDOWN_TIMEOUT_SECONDS: '2',
  });

  it('two processes starting together on an empty database both become healthy, seeded once', async () => {
    apis = [startApi(env()), startApi(env())];
    await Promise.all(apis.map((api) => waitHealthy(api, 90_000)));
    const { rows } = await sql.query('select count(*)::int as admins from admins');
    expect(rows[0].admins).toBe(1);
  }, 120_000);

  it('enforces one registration limit across both processes (counters in Postgres)', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 6; index++) {
      const api = apis[index % 2]!;
      const response = await fetch(api.url('/api/users'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: api.url('') },
        body: JSON.stringify({ nom: 'Limite', prenom: 'Test', email: `limite${index}@example.org`, password: 'secret-2026' }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
  }, 60_000);

  async function expectAcknowledgedWritesOnce(acknowledged: string[]) {
    const { rows } = await sql.query<{ message: string; copies: number }>(
      "select message, count(*)::int as copies from dedicaces where message like 'fault-%' group by message",
    );
    const copies = new Map(rows.map((row) => [row.message, row.copies]));
    expect(acknowledged.length).toBeGreaterThan(5);
    for (const message of acknowledged) expect(copies.get(message), message).toBe(1);
    expect([...copies.values()].every((count) => count === 1)).toBe(true);
  }

  it('survives a Postgres restart: 503 with Retry-After within a second, healthy within 5 s, no write lost or doubled', async () => {
    const traffic = await startTraffic(apis, ADMIN);
    await sleep(1_000);
    cluster.stop();
    for (const api of apis) {
      const started = Date.now();
      const response = await fetch(api.url('/api/mixes'));
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(response.status).toBe(503);
      expect(response.headers.get('Retry-After')).toBe('2');
      expect((await response.json()).error).toMatch(/Base de données indisponible/);
      expect(await healthStatus(api)).toBe(503);
      expect((await fetch(api.url('/api/health/live'))).status).toBe(200);
    }
    await sleep(1_500);
    cluster.start();
    const restarted = Date.now();
    await Promise.all(apis.map((api) => waitHealthy(api, 5_000)));
    expect(Date.now() - restarted).toBeLessThan(5_000);
    await sleep(1_000);
    const result = await traffic.stop();
    expect(apis.every((api) => api.isAlive())).toBe(true);
    expect(result.unexpected).toEqual([]);
    expect(result.unavailable).toBeGreaterThan(0);
    await expectAcknowledgedWritesOnce(result.acknowledged);
  }, 90_000);

  it('answers 503 within the timeout while the database is frozen (SIGSTOP), then recovers by itself', async () => {
    const traffic = await startTraffic(apis, ADMIN);
    await sleep(1_000);
    cluster.freeze();
    try {
      await sleep(500);
      for (const api of apis) {
        const started = Date.now();
        // A read that must reach the database (the public lists may be answered from the process's
        // kept copy while it is frozen: lib/cache.ts).
        const response = await fetch(api.url('/api/live/listeners'));
        expect(Date.now() - started).toBeLessThan(READ_TIMEOUT_MS + 1_500);
        expect(response.status).toBe(503);
        expect(response.headers.get('Retry-After')).toBe('2');
        // The health check answers from what the process knows, within a second.
        const checked = Date.now();
        expect(await healthStatus(api)).toBe(503);
        expect(Date.now() - checked).toBeLessThan(1_500);
      }
    } finally {
      cluster.thaw();
    }
    const thawed = Date.now();
    await Promise.all(apis.map((api) => waitHealthy(api, 5_000)));
    expect(Date.now() - thawed).toBeLessThan(5_000);
    await sleep(1_000);
    const result = await traffic.stop();
    expect(apis.every((api) => api.isAlive())).toBe(true);
    expect(result.unexpected).toEqual([]);
    await expectAcknowledgedWritesOnce(result.acknowledged);
  }, 90_000);

  it('drains and exits cleanly on SIGTERM', async () => {
    const api = apis.pop()!;
    api.child.kill('SIGTERM');
    expect(await api.exited).toBe(0);
    expect(api.output()).toContain('SIGTERM : arrêt après les requêtes en cours');
  }, 30_000);
});
