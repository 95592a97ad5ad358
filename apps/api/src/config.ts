// Reads the environment once. Everything the station can change without a code change lives here
// (DECISIONS.md 11): identity, contact, stream address, first admin.
import path from 'node:path';
import type { StationConfig } from '@station/shared';
import type { S3Settings } from './lib/s3-storage.ts';

export interface AppConfig {
  port: number;
  /** Postgres through pg when set; otherwise the embedded PGlite under dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** Folder of the built PWA served at /; absent in API-only tests. */
  webDist?: string;
  adminEmail: string;
  adminPassword: string;
  /** Seed the demo content into an empty database. */
  seedDemo: boolean;
  station: StationConfig;
  /**
   * Behind a reverse proxy: believe X-Forwarded-For (client address for rate limits) and
   * X-Forwarded-Proto / X-Forwarded-Host (the public origin for the CSRF check and Secure cookies).
   */
  trustProxy: boolean;
  rateLimits: RateLimitConfig;
  /** Browser tests only (E2E_TEST_HOOKS=1): the request log of lib/request-log.ts. */
  testHooks?: boolean;
  /** Icecast's status-json.xsl: the current track title and Icecast's listener figure (optional). */
  icecastStatusUrl?: string;
  /** Keep public reads in the process (lib/cache.ts); on unless READ_CACHE=false; off in API tests unless asked. */
  readCache?: boolean;
  /** Uploads in an S3-compatible bucket instead of the local disk (S3_BUCKET and its keys). */
  s3?: S3Settings;
}

/**
 * Login and registration limits (DECISIONS.md 5), and the caps that keep the public listener
 * figures real (DECISIONS.md 10), counted in a sliding window per process.
 */
export interface RateLimitConfig {
  windowMs: number;
  /** Failed logins (and failed current-password checks) per account email. */
  loginPerAccount: number;
  /** Failed logins per client address. */
  loginPerAddress: number;
  /** Registration attempts per email. */
  registerPerAccount: number;
  /** Registration attempts per client address. */
  registerPerAddress: number;
  /** New live-stream players counted per client address: a script cannot inflate 'N auditeurs'. */
  newListenersPerAddress: number;
  /** Mix listen reports (start or stop) per client address: the same for a mix's listen count. */
  mixListenReportsPerAddress: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  windowMs: 15 * 60_000,
  loginPerAccount: 10,
  loginPerAddress: 50,
  registerPerAccount: 5,
  registerPerAddress: 20,
  // A household or an office shares one address: room for many real players, not for thousands.
  newListenersPerAddress: 50,
  mixListenReportsPerAddress: 200,
};

const env = (name: string, fallback: string) => process.env[name]?.trim() || fallback;

export function readConfig(): AppConfig {
  const root = path.resolve(import.meta.dirname, '../../..');
  return {
    port: Number(env('PORT', '3000')),
    databaseUrl: process.env.DATABASE_URL?.trim() || undefined,
    dataDir: resolveDataDir(env('DATA_DIR', path.join(root, 'data'))),
    webDist: path.resolve(env('WEB_DIST', path.join(root, 'apps/web/dist'))),
    adminEmail: env('ADMIN_EMAIL', 'admin@radio-live.fr'),
    adminPassword: env('ADMIN_PASSWORD', 'admin-demo-2026'),
    seedDemo: env('SEED_DEMO', 'true') !== 'false',
    station: readStationConfig(),
    trustProxy: env('TRUST_PROXY', 'false') === 'true',
    rateLimits: readRateLimits(),
    testHooks: process.env.E2E_TEST_HOOKS === '1',
    icecastStatusUrl: process.env.ICECAST_STATUS_URL?.trim() || undefined,
    readCache: env('READ_CACHE', 'true') !== 'false',
    s3: readS3Settings(),
  };
}

/** S3_BUCKET turns the S3 backend on; its keys must come with it. */
function readS3Settings(): S3Settings | undefined {
  const bucket = process.env.S3_BUCKET?.trim();
  if (!bucket) return undefined;
  const endpoint = process.env.S3_ENDPOINT?.trim() || undefined;
  return {
    bucket,
    endpoint,
    region: env('S3_REGION', endpoint ? 'auto' : 'eu-west-3'),
    accessKeyId: env('S3_ACCESS_KEY_ID', ''),
    secretAccessKey: env('S3_SECRET_ACCESS_KEY', ''),
    // MinIO and most self-hosted stores want path-style addresses; AWS and R2 take both.
    forcePathStyle: env('S3_FORCE_PATH_STYLE', endpoint ? 'true' : 'false') === 'true',
    prefix: process.env.S3_PREFIX?.trim() || undefined,
    publicUrl: process.env.S3_PUBLIC_URL?.trim() || undefined,
  };
}

const positive = (name: string, fallback: number) => {
  const value = Number(env(name, String(fallback)));
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

function readRateLimits(): RateLimitConfig {
  return {
    windowMs: positive('RATE_LIMIT_WINDOW_MINUTES', DEFAULT_RATE_LIMITS.windowMs / 60_000) * 60_000,
    loginPerAccount: positive('LOGIN_LIMIT_PER_ACCOUNT', DEFAULT_RATE_LIMITS.loginPerAccount),
    loginPerAddress: positive('LOGIN_LIMIT_PER_ADDRESS', DEFAULT_RATE_LIMITS.loginPerAddress),
    registerPerAccount: positive('REGISTER_LIMIT_PER_ACCOUNT', DEFAULT_RATE_LIMITS.registerPerAccount),
    registerPerAddress: positive('REGISTER_LIMIT_PER_ADDRESS', DEFAULT_RATE_LIMITS.registerPerAddress),
    newListenersPerAddress: positive('NEW_LISTENERS_LIMIT_PER_ADDRESS', DEFAULT_RATE_LIMITS.newListenersPerAddress),
    mixListenReportsPerAddress: positive('MIX_LISTENS_LIMIT_PER_ADDRESS', DEFAULT_RATE_LIMITS.mixListenReportsPerAddress),
  };
}

// 'memory://' keeps the embedded database in memory (tests, e2e); anything else is a folder.
const resolveDataDir = (value: string) => (value.startsWith('memory://') ? value : path.resolve(value));

export function readStationConfig(): StationConfig {
  return {
    name: env('STATION_NAME', 'Radio Live'),
    tagline: env('STATION_TAGLINE', 'Rien que du live.'),
    phone: env('STATION_PHONE', '+33 1 23 45 67 89'),
    address: env('STATION_ADDRESS', '12 rue de la Radio, 75011 Paris'),
    email: env('STATION_EMAIL', 'contact@radio-live.fr'),
    // Empty means: the API serves its built-in demo live stream (DECISIONS.md 11).
    streamUrl: env('STREAM_URL', '/api/live/stream'),
    social: {
      facebook: env('SOCIAL_FACEBOOK', 'https://www.facebook.com/radiolive'),
      instagram: env('SOCIAL_INSTAGRAM', 'https://www.instagram.com/radiolive'),
      tiktok: env('SOCIAL_TIKTOK', 'https://www.tiktok.com/@radiolive'),
      youtube: env('SOCIAL_YOUTUBE', 'https://www.youtube.com/@radiolive'),
    },
  };
}
