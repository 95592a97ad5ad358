// Real `server.ts` processes: a refused configuration stops the start with one French line per
// problem, and a PGlite data folder has one writer.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../db/data-dir-lock.ts';
import { type ApiProcess, startApi, stopApi, waitHealthy } from './harness.ts';

const folders: string[] = [];
const started: ApiProcess[] = [];
const folder = () => {
  const created = mkdtempSync(path.join(tmpdir(), 'station-start-'));
  folders.push(created);
  return created;
};
afterAll(async () => {
  await Promise.all(started.map(stopApi));
  for (const created of folders) rmSync(created, { recursive: true, force: true });
});

const PRODUCTION_ENV = { SEED_DEMO: 'false', ADMIN_PASSWORD: 'un mot de passe solide 2026', PUBLIC_URL: 'https://radio.example.fr' };

describe('a wrong configuration stops the start', () => {
  it('refuses SEED_DEMO=false without ADMIN_PASSWORD, and names every invalid value, one line each', async () => {
    const api = startApi({ DATA_DIR: folder(), SEED_DEMO: 'false', PORT: 'huit-mille', STREAM_URL: 'radio.example.fr/live', STRIPE_SECRET_KEY: 'sk_live_0123456789abcdef' });
    started.push(api);
    expect(await api.exited).toBe(1);
    const lines = api.output().trim().split('\n');
    expect(lines).toEqual([
      'Configuration refusée :',
      '- PORT : un nombre entier entre 0 et 65535 est attendu (reçu « huit-mille »)',
      expect.stringMatching(/^- STREAM_URL : une adresse https:\/\/ ou http:\/\/ .* est attendue/),
      expect.stringMatching(/^- ADMIN_PASSWORD : obligatoire hors démo/),
      expect.stringMatching(/^- PUBLIC_URL : obligatoire hors démo/),
      expect.stringMatching(/^- STRIPE_WEBHOOK_SECRET : obligatoire avec STRIPE_SECRET_KEY/),
    ]);
    expect(api.output()).not.toContain('sk_live_0123');
  });

  it('refuses production without PUBLIC_URL, in one French line', async () => {
    const api = startApi({
      DATA_DIR: folder(),
      NODE_ENV: 'production',
      ADMIN_PASSWORD: 'un mot de passe solide 2026',
      DATABASE_URL: 'postgres://station@127.0.0.1:1/station',
      ADMIN_EMAIL: 'direction@radio.example.fr',
      STREAM_URL: 'https://radio.example.fr/radio/live',
    });
    started.push(api);
    expect(await api.exited).toBe(1);
    expect(api.output().trim().split('\n')).toEqual([
      'Configuration refusée :',
      '- PUBLIC_URL : obligatoire hors démo (SEED_DEMO=false ou NODE_ENV=production) : l’adresse publique de la station (ex. https://radio.exemple.fr), celle des liens des courriels, flux et calendriers',
    ]);
  });

  it('refuses a short ADMIN_PASSWORD in production', async () => {
    const api = startApi({ DATA_DIR: folder(), NODE_ENV: 'production', ADMIN_PASSWORD: 'court' });
    started.push(api);
    expect(await api.exited).toBe(1);
    expect(api.output()).toContain('ADMIN_PASSWORD : trop court (5 caractères) : au moins 12 caractères');
    expect(api.output()).not.toMatch(/: court\b/);
  });
});

describe('one writer per PGlite data folder', () => {
  it('refuses a second process on a folder in use, and takes over a lock whose process is gone', async () => {
    const dataDir = folder();
    const first = startApi({ ...PRODUCTION_ENV, DATA_DIR: dataDir });
    started.push(first);
    await waitHealthy(first, 90_000);
    // The effective configuration is printed once, without the secret.
    expect(first.output()).toContain('ADMIN_PASSWORD=**** (défini)');
    expect(first.output()).not.toContain('un mot de passe solide');
    expect(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').split('\n')[0]).toBe(String(first.child.pid));

    const second = startApi({ ...PRODUCTION_ENV, DATA_DIR: dataDir });
    started.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`Le dossier de données ${dataDir} est déjà utilisé par le processus ${first.child.pid}`);
    expect(first.isAlive()).toBe(true);

    // A crash leaves the lock behind: its pid is dead, so the next start takes it over.
    first.child.kill('SIGKILL');
    await first.exited;
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!;
    writeFileSync(path.join(dataDir, LOCK_FILE), `${dead}\n`);
    const third = startApi({ ...PRODUCTION_ENV, DATA_DIR: dataDir });
    started.push(third);
    await waitHealthy(third, 90_000);
    expect(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').split('\n')[0]).toBe(String(third.child.pid));
    await stopApi(third);
    expect(await third.exited).toBe(0);
  }, 200_000);
});
