import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AppConfig, DEFAULT_RATE_LIMITS, readStationConfig } from '../config.ts';

export const TEST_ADMIN = { email: 'admin@radio-live.fr', password: 'admin-test-2026' } as const;

/** The configuration API tests run with: no web build, files in a throwaway folder. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    // app.request() addresses http://localhost: the links the app writes point there too.
    publicUrl: 'http://localhost',
    dataDir: overrides.dataDir ?? mkdtempSync(path.join(tmpdir(), 'station-test-')),
    adminEmail: TEST_ADMIN.email,
    adminPassword: TEST_ADMIN.password,
    seedDemo: true,
    station: readStationConfig(),
    trustProxy: false,
    rateLimits: DEFAULT_RATE_LIMITS,
    ...overrides,
  };
}
