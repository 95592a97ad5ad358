// One validated configuration. Every wrong value is named, in French, one line each.
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../config.ts';
import { siteOrigin } from '../lib/site-origin.ts';
import { describeEnv, parseEnv } from './parse-env.ts';

const problemsOf = (env: Record<string, string>) => {
  const result = parseEnv(env);
  return result.ok ? [] : result.problems;
};

describe('the demo (no variable set)', () => {
  it('starts as before: demo content, the README admin, the built-in stream', () => {
    const config = readConfig({});
    expect(config).toMatchObject({ seedDemo: true, adminEmail: 'admin@radio-live.fr', adminPassword: 'admin-demo-2026', port: 3000, trustProxy: false });
    expect(config.station.streamUrl).toBe('/api/live/stream');
    expect(config.rateLimits.loginPerAccount).toBe(10);
  });
});

const PRODUCTION_REQUIRED = {
  DATABASE_URL: 'postgres://station@db:5432/station',
  ADMIN_EMAIL: 'direction@radio.example.fr',
  STREAM_URL: 'https://radio.example.fr/radio/live',
  PUBLIC_URL: 'https://radio.example.fr',
};

describe('no default secret outside the demo', () => {
  it.each([
    ['SEED_DEMO=false', { SEED_DEMO: 'false', PUBLIC_URL: 'https://radio.example.fr' }],
    ['NODE_ENV=production', { NODE_ENV: 'production', ...PRODUCTION_REQUIRED }],
  ])('%s without ADMIN_PASSWORD is refused, naming the variable', (_label, env) => {
    expect(problemsOf(env)).toEqual([expect.stringMatching(/^ADMIN_PASSWORD : obligatoire hors démo .*12 caractères/)]);
  });

  it('refuses a short password and the README demo password', () => {
    const site = { SEED_DEMO: 'false', PUBLIC_URL: 'https://radio.example.fr' };
    expect(problemsOf({ ...site, ADMIN_PASSWORD: 'court-2026' })).toEqual([
      expect.stringMatching(/^ADMIN_PASSWORD : trop court \(10 caractères\) : au moins 12 caractères/),
    ]);
    expect(problemsOf({ ...site, ADMIN_PASSWORD: 'admin-demo-2026' })).toEqual([expect.stringMatching(/^ADMIN_PASSWORD : .* public/)]);
  });

  it('starts with a real password, and never with demo content in production', () => {
    const config = readConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'un vrai secret 2026', ...PRODUCTION_REQUIRED });
    expect(config.seedDemo).toBe(false);
    expect(config.adminPassword).toBe('un vrai secret 2026');
    expect(problemsOf({ NODE_ENV: 'production', SEED_DEMO: 'true', ADMIN_PASSWORD: 'un vrai secret 2026', ...PRODUCTION_REQUIRED })).toEqual([
      expect.stringMatching(/^SEED_DEMO : .*refusé en production/),
    ]);
  });

  it('refuses production without the database, the admin address, the stream and the public address', () => {
    expect(problemsOf({ NODE_ENV: 'production', ADMIN_PASSWORD: 'un vrai secret 2026' })).toEqual([
      expect.stringMatching(/^PUBLIC_URL : obligatoire hors démo/),
      expect.stringMatching(/^DATABASE_URL : obligatoire en production/),
      expect.stringMatching(/^ADMIN_EMAIL : obligatoire en production/),
      expect.stringMatching(/^STREAM_URL : obligatoire en production/),
    ]);
  });
});

describe('the public address the links start with', () => {
  const { PUBLIC_URL: _unset, ...withoutPublicUrl } = PRODUCTION_REQUIRED;

  it.each([
    ['NODE_ENV=production', { NODE_ENV: 'production', ...withoutPublicUrl }],
    ['SEED_DEMO=false', { SEED_DEMO: 'false' }],
  ])('%s without PUBLIC_URL is refused in one French line naming it', (_label, env) => {
    const source = { ...env, ADMIN_PASSWORD: 'un vrai secret 2026' };
    expect(() => readConfig(source)).toThrow(ConfigError);
    expect(problemsOf(source)).toEqual([
      'PUBLIC_URL : obligatoire hors démo (SEED_DEMO=false ou NODE_ENV=production) : l’adresse publique de la station (ex. https://radio.exemple.fr), celle des liens des courriels, flux et calendriers',
    ]);
  });

  it('is the configured origin when set, and the server itself in the demo', () => {
    expect(siteOrigin(readConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'un vrai secret 2026', ...PRODUCTION_REQUIRED, PUBLIC_URL: 'https://radio.example.fr/' }))).toBe('https://radio.example.fr');
    expect(siteOrigin(readConfig({}))).toBe('http://localhost:3000');
    expect(siteOrigin(readConfig({ PORT: '3207' }))).toBe('http://localhost:3207');
  });
});

describe('each invalid value is named, one French line per problem', () => {
  it('lists every problem of a bad environment at once', () => {
    const problems = problemsOf({
      PORT: 'quatre-vingt',
      DATABASE_URL: 'mysql://root:secret@db/station',
      STREAM_URL: 'ftp://stream.example.fr/live',
      ICECAST_STATUS_URL: 'pas une adresse',
      TRUST_PROXY: 'peut-être',
      LOGIN_LIMIT_PER_ACCOUNT: '0',
      ADMIN_EMAIL: 'admin',
      DATABASE_STATEMENT_TIMEOUT_MS: '-5',
    });
    const named = problems.map((line) => line.split(' : ')[0]);
    expect(named.sort()).toEqual(
      ['ADMIN_EMAIL', 'DATABASE_STATEMENT_TIMEOUT_MS', 'DATABASE_URL', 'ICECAST_STATUS_URL', 'LOGIN_LIMIT_PER_ACCOUNT', 'PORT', 'STREAM_URL', 'TRUST_PROXY'].sort(),
    );
    expect(problems.find((line) => line.startsWith('PORT'))).toBe('PORT : un nombre entier entre 0 et 65535 est attendu (reçu « quatre-vingt »)');
    // A connection string carries a password: never echoed.
    expect(problems.join('\n')).not.toContain('secret');
  });

  it.each([
    [{ STRIPE_SECRET_KEY: 'sk_test_abcdefghijklmnop' }, ['STRIPE_WEBHOOK_SECRET']],
    [{ STRIPE_WEBHOOK_SECRET: 'whsec_abcdefghijklmnop' }, ['STRIPE_SECRET_KEY']],
    [{ VAPID_PRIVATE_KEY: 'a'.repeat(43) }, ['VAPID_PUBLIC_KEY']],
    [{ S3_BUCKET: 'station' }, ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']],
    [{ S3_ENDPOINT: 'https://s3.example.fr' }, ['S3_BUCKET']],
    // The harbor asks the app about a studio's pass with the titles' secret.
    [{ STUDIO_ENABLED: 'true' }, ['STREAM_TITLES_SECRET']],
  ])('refuses a half-set group %o', (env, missing) => {
    expect(problemsOf(env).map((line) => line.split(' : ')[0])).toEqual(missing);
  });

  it('checks the form of the Stripe and VAPID keys without printing them', () => {
    const problems = problemsOf({ STRIPE_SECRET_KEY: 'pk_live_abcdefghijklmnop', STRIPE_WEBHOOK_SECRET: 'nope-secret-value', VAPID_PUBLIC_KEY: 'court', VAPID_PRIVATE_KEY: 'b'.repeat(43) });
    expect(problems.map((line) => line.split(' : ')[0])).toEqual(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'VAPID_PUBLIC_KEY']);
    expect(problems.join('\n')).not.toMatch(/pk_live_abc|nope-secret/);
  });

  it('throws a ConfigError whose message has one line per problem', () => {
    expect(() => readConfig({ PORT: '-1', SEED_DEMO: 'false', PUBLIC_URL: 'https://radio.example.fr' })).toThrow(ConfigError);
    try {
      readConfig({ PORT: '-1', SEED_DEMO: 'false', PUBLIC_URL: 'https://radio.example.fr' });
    } catch (error) {
      expect((error as ConfigError).message.split('\n')).toEqual([
        'Configuration refusée :',
        expect.stringMatching(/^- PORT : /),
        expect.stringMatching(/^- ADMIN_PASSWORD : /),
      ]);
    }
  });
});

describe('the printed configuration', () => {
  it('masks every secret and the password of the database address', () => {
    const source = {
      DATABASE_URL: 'postgres://station:tres-secret@db:5432/station',
      ADMIN_PASSWORD: 'mot de passe admin 2026',
      STRIPE_SECRET_KEY: 'sk_live_abcdefghijklmnop',
      STRIPE_WEBHOOK_SECRET: 'whsec_abcdefghijklmnop',
      SEED_DEMO: 'false',
      PUBLIC_URL: 'https://radio.example.fr',
    };
    const result = parseEnv(source);
    if (!result.ok) throw new Error(result.problems.join('\n'));
    const printed = describeEnv(result.env, source).join('\n');
    for (const secret of ['tres-secret', 'mot de passe admin', 'sk_live_abc', 'whsec_abc']) expect(printed).not.toContain(secret);
    expect(printed).toContain('DATABASE_URL=postgres://station:****@db:5432/station');
    expect(printed).toContain('STRIPE_SECRET_KEY=**** (défini)');
    expect(printed).toContain('PORT=3000 (défaut)');
  });
});

describe('the documentation lists every variable', () => {
  it('the configuration table of docs/operating.md and infra/station.env.example name each one of env-schema.ts', async () => {
    const { readFileSync } = await import('node:fs');
    const root = new URL('../../../../', import.meta.url);
    const operating = readFileSync(new URL('docs/operating.md', root), 'utf8');
    const example = readFileSync(new URL('infra/station.env.example', root), 'utf8');
    const { ENV_VARIABLES } = await import('./env-schema.ts');
    for (const name of Object.keys(ENV_VARIABLES)) {
      expect(operating, `docs/operating.md: ${name}`).toContain(`\`${name}\``);
      expect(example, `station.env.example: ${name}`).toMatch(new RegExp(`^#? ?${name}=`, 'm'));
    }
  });
});
