// `npm run doctor` against a healthy local setup (Postgres, local disk, the built-in
// stream served by a running app, an Icecast status) answers all ok and exits 0; against a broken
// one (unreachable database, a stream URL answering HTML, a half-set Stripe pair) it names each
// failure and exits 1.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, type Cluster, postgresBinaries, REPO_ROOT, startApi, startCluster, stopApi, waitHealthy } from './harness.ts';

const bin = postgresBinaries();
if (!bin) console.warn('[reliability] No Postgres server binaries under /usr/lib/postgresql: the doctor test is SKIPPED');

function runDoctor(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/doctor/run.ts'], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

const rowsOf = (output: string) => output.split('\n').filter((line) => /^(ok|attention|ÉCHEC) /.test(line));

describe.skipIf(!bin)('npm run doctor', () => {
  let cluster: Cluster;
  let app: ApiProcess;
  let fake: Server;
  let fakeUrl: string;
  let dataDir: string;
  const secrets = { SEED_DEMO: 'false', ADMIN_PASSWORD: 'doctor-test-password-2026' };
  const METRICS_TOKEN = 'doctor-metrics-token-2026';

  beforeAll(async () => {
    cluster = await startCluster(bin!);
    cluster.createDatabase('station');
    dataDir = mkdtempSync(path.join(tmpdir(), 'station-doctor-'));
    app = startApi({ ...secrets, PUBLIC_URL: 'https://radio.example.fr', METRICS_TOKEN, DATABASE_URL: cluster.url('station'), DATA_DIR: dataDir });
    // An Icecast status listing the built-in stream's mount, and a web page where a stream should be.
    fake = createServer((request, response) => {
      if (request.url === '/status-json.xsl') {
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify({ icestats: { source: [{ listenurl: 'http://icecast:8000/api/live/stream', listeners: 3 }] } }));
      } else {
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.end('<!doctype html><html><body>Écoutez-nous !</body></html>');
      }
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
    await waitHealthy(app, 90_000);
  }, 150_000);

  afterAll(async () => {
    await stopApi(app);
    fake?.close();
    cluster?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('answers all ok for a healthy setup, and exits 0', async () => {
    const recordings = path.join(dataDir, 'recordings');
    mkdirSync(recordings, { recursive: true });
    const { code, output } = await runDoctor({
      ...secrets,
      DATABASE_URL: cluster.url('station'),
      DATA_DIR: dataDir,
      PUBLIC_URL: app.url(''),
      ICECAST_STATUS_URL: `${fakeUrl}/status-json.xsl`,
      STRIPE_SECRET_KEY: 'sk_test_0123456789abcdefghij',
      STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdefghij',
      VAPID_PUBLIC_KEY: `B${'A'.repeat(86)}`,
      VAPID_PRIVATE_KEY: 'C'.repeat(43),
      METRICS_TOKEN,
      RECORDINGS_FOLDER: recordings,
      RECORDINGS_RETENTION_DAYS: '14',
    });
    const rows = rowsOf(output);
    expect(rows.length, output).toBe(12);
    expect(output).toMatch(new RegExp(`enregistrements du direct\\s+${recordings} : 0 fichier\\(s\\), 0\\.0 Mo ; gardés 14 jours ; publication après vérification`));
    expect(rows.filter((row) => !row.startsWith('ok ')), output).toEqual([]);
    expect(output).toMatch(/base de données\s+Postgres 127\.0\.0\.1:\d+ joignable, \d+ migrations appliquées/);
    expect(output).toMatch(/flux en direct\s+http:\/\/127\.0\.0\.1:\d+\/api\/live\/stream : MP3/);
    expect(output).toContain('le point de montage /api/live/stream est diffusé');
    // No SMTP_URL outside production: mails kept for 'Courriels envoyés', which is fine.
    expect(output).toMatch(/courriels \(SMTP\)\s+SMTP_URL non défini/);
    // The app's /metrics answers the token and refuses a scrape without it.
    expect(output).toMatch(/métriques\s+http:\/\/127\.0\.0\.1:\d+\/metrics joignable avec le jeton, refusée sans \(401\)/);
    expect(output).not.toContain(METRICS_TOKEN);
    expect(output).not.toContain('0123456789abcdefghij');
    expect(code).toBe(0);
  });

  it('names each failure of a broken setup with its fix, and exits 1', async () => {
    const { code, output } = await runDoctor({
      ...secrets,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/station',
      DATA_DIR: dataDir,
      PUBLIC_URL: app.url(''),
      STREAM_URL: `${fakeUrl}/ecouter`,
      STRIPE_SECRET_KEY: 'sk_live_0123456789abcdefghij',
    });
    const failures = rowsOf(output).filter((row) => row.startsWith('ÉCHEC'));
    expect(failures, output).toEqual([
      expect.stringMatching(/^ÉCHEC\s+Stripe\s+STRIPE_SECRET_KEY défini sans STRIPE_WEBHOOK_SECRET/),
      expect.stringMatching(/^ÉCHEC\s+base de données\s+Postgres injoignable/),
      expect.stringMatching(/^ÉCHEC\s+flux en direct\s+.*répond une page HTML/),
    ]);
    expect(output).toContain('→ vérifiez DATABASE_URL');
    expect(output).toContain('→ STREAM_URL doit être l’adresse du flux lui-même');
    expect(output).not.toContain('0123456789abcdefghij');
    expect(code).toBe(1);
  });
});
