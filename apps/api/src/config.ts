// Reads the environment once. Everything the station can change without a code change lives here:
// identity, contact, stream address, first admin.
import path from 'node:path';
import type { StationConfig } from '@station/shared';
import type { ParsedEnv } from './config/env-schema.ts';
import { DEMO_ADMIN_PASSWORD, describeEnv, type EnvSource, parseEnv } from './config/parse-env.ts';
import { PROJECT_ROOT } from './lib/paths.ts';
import type { MailSettings } from './features/mail/mail-transport.ts';
import type { S3Settings } from './lib/s3-storage.ts';

export interface AppConfig {
  port: number;
  /** NODE_ENV=production: no demo content, a real admin password. */
  production?: boolean;
  /**
   * The station's public address (https://radio.example.fr): every absolute link the app writes starts
   * with it (lib/site-origin.ts). Absent only in the demo, whose links go to http://localhost:<port>.
   */
  publicUrl?: string;
  /** Postgres through pg when set; otherwise the embedded PGlite under dataDir. */
  databaseUrl?: string;
  /** Pool size and timeouts of the Postgres connection (a frozen database answers 503). */
  database?: DatabaseTuning;
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
  /** The shared secret of Liquidsoap's title pushes (POST /api/live/titles); absent: every push refused. */
  streamTitlesSecret?: string;
  /** 'Prendre l'antenne' from the app: the station stack's harbor is behind /radio/studio (STUDIO_ENABLED). */
  studioEnabled?: boolean;
  /** The studio's replays (radio.liq, "Replays"): absent without RECORDINGS_FOLDER. */
  replays?: { folder: string; publish: 'review' | 'auto'; retentionDays: number };
  /** The harbor's address for 'Prendre la main' (HARBOR_CONTROL_URL). */
  harborControlUrl?: string;
  /** 'Titres diffusés': titles matching this (case-insensitive) are jingles / station IDs, kept apart. */
  jinglePattern?: string;
  /** Slow-body cut-off and the drain time of a graceful shutdown. */
  http?: { requestTimeoutMs: number; shutdownTimeoutMs: number; idleSocketMs: number; jsonBodyMs: number };
  /** Web push keys given by the environment (otherwise generated and kept in the database). */
  vapid?: { publicKey: string; privateKey: string };
  /**
   * Tests only, never from the environment: accept push endpoints on this machine (a test's own
   * push service on 127.0.0.1). Everywhere else only public https endpoints.
   */
  pushToPrivateNetwork?: boolean;
  /** Keep public reads in the process (lib/cache.ts); on unless READ_CACHE=false; off in API tests unless asked. */
  readCache?: boolean;
  /** Public pages rendered by the server; on unless SERVER_RENDER=false (the bare shell then). */
  serverRender?: boolean;
  /** Uploads in an S3-compatible bucket instead of the local disk (S3_BUCKET and its keys). */
  s3?: S3Settings;
  /** Premium votes through Stripe Checkout; absent: premium voting is unavailable. */
  stripe?: StripeConfig;
  /** Mails over SMTP (SMTP_URL and MAIL_FROM); absent: kept in the database for admins. */
  mail?: MailSettings;
  /** Bearer token of GET /metrics; absent: no metrics route. */
  metricsToken?: string;
  /** Tests only: the time tokens are made and checked at (a reset link after 1 hour, no sleep). */
  clock?: () => Date;
  /** Tests only, never from the environment: the live feed's tick (features/live/live-sources.ts, 1 s by default). */
  liveTickMs?: number;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Tests only: Stripe's HTTP layer (Stripe.createFetchHttpClient), so no request leaves the machine. */
  httpClient?: unknown;
}

export interface DatabaseTuning {
  poolMax: number;
  connectTimeoutMs: number;
  /** Server-side statement_timeout; the client gives up a little later if the server is frozen. */
  statementTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
}

/**
 * Login and registration limits, and the caps that keep the public listener
 * figures real, counted in a sliding window per process.
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
  /** Reminder subscriptions per client address, and per account when signed in. */
  remindersPerAddress: number;
  /** New visitor likes (no account) counted per client address: a script cannot inflate a like count. */
  visitorLikesPerAddress: number;
  /** Searches per client address: results as you type, not a scraper's loop. */
  searchesPerAddress: number;
  /** Mailed links asked ('Mot de passe oublié ?', 'Renvoyer le lien') per email, and per client address. */
  mailLinksPerAccount: number;
  mailLinksPerAddress: number;
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
  remindersPerAddress: 30,
  visitorLikesPerAddress: 30,
  searchesPerAddress: 600,
  mailLinksPerAccount: 3,
  mailLinksPerAddress: 20,
};

/** The environment refused: one French line per problem, each naming its variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuration refusée :\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
  }
}

/** Reads and checks the whole environment once (config/env-schema.ts); throws ConfigError. */
export function readConfig(source: EnvSource = process.env): AppConfig {
  const result = parseEnv(source);
  if (!result.ok) throw new ConfigError(result.problems);
  const { env, demo } = result;
  const root = PROJECT_ROOT;
  return {
    port: env.PORT,
    production: env.NODE_ENV === 'production',
    publicUrl: env.PUBLIC_URL,
    databaseUrl: env.DATABASE_URL,
    database: {
      poolMax: env.DATABASE_POOL_MAX,
      connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionTimeoutMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    dataDir: resolveDataDir(env.DATA_DIR ?? path.join(root, 'data')),
    webDist: path.resolve(env.WEB_DIST ?? path.join(root, 'apps/web/dist')),
    adminEmail: env.ADMIN_EMAIL,
    // In the demo only, the README's public password (parse-env.ts refuses it anywhere else).
    adminPassword: env.ADMIN_PASSWORD ?? DEMO_ADMIN_PASSWORD,
    seedDemo: demo,
    station: stationFrom(env),
    trustProxy: env.TRUST_PROXY ?? false,
    http: {
      requestTimeoutMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
      shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000,
      idleSocketMs: env.IDLE_SOCKET_TIMEOUT_SECONDS * 1000,
      jsonBodyMs: env.BODY_TIMEOUT_SECONDS * 1000,
    },
    rateLimits: {
      windowMs: env.RATE_LIMIT_WINDOW_MINUTES * 60_000,
      loginPerAccount: env.LOGIN_LIMIT_PER_ACCOUNT,
      loginPerAddress: env.LOGIN_LIMIT_PER_ADDRESS,
      registerPerAccount: env.REGISTER_LIMIT_PER_ACCOUNT,
      registerPerAddress: env.REGISTER_LIMIT_PER_ADDRESS,
      newListenersPerAddress: env.NEW_LISTENERS_LIMIT_PER_ADDRESS,
      mixListenReportsPerAddress: env.MIX_LISTENS_LIMIT_PER_ADDRESS,
      remindersPerAddress: env.REMINDERS_LIMIT_PER_ADDRESS,
      visitorLikesPerAddress: env.VISITOR_LIKES_LIMIT_PER_ADDRESS,
      searchesPerAddress: env.SEARCH_LIMIT_PER_ADDRESS,
      mailLinksPerAccount: env.MAIL_LINKS_LIMIT_PER_ACCOUNT,
      mailLinksPerAddress: env.MAIL_LINKS_LIMIT_PER_ADDRESS,
    },
    testHooks: env.E2E_TEST_HOOKS ?? false,
    icecastStatusUrl: env.ICECAST_STATUS_URL,
    streamTitlesSecret: env.STREAM_TITLES_SECRET,
    studioEnabled: env.STUDIO_ENABLED,
    harborControlUrl: env.HARBOR_CONTROL_URL,
    replays: env.RECORDINGS_FOLDER ? { folder: env.RECORDINGS_FOLDER, publish: env.REPLAYS_PUBLISH, retentionDays: env.RECORDINGS_RETENTION_DAYS } : undefined,
    jinglePattern: env.PLAYED_TITLES_JINGLE_PATTERN,
    stripe: env.STRIPE_SECRET_KEY ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET! } : undefined,
    vapid: env.VAPID_PUBLIC_KEY ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY! } : undefined,
    s3: s3From(env),
    mail: env.SMTP_URL ? { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM! } : undefined,
    readCache: env.READ_CACHE ?? true,
    serverRender: env.SERVER_RENDER ?? true,
    metricsToken: env.METRICS_TOKEN,
  };
}

/** S3_BUCKET turns the S3 backend on; parse-env.ts has checked that its keys come with it. */
export function s3From(env: ParsedEnv): S3Settings | undefined {
  if (!env.S3_BUCKET) return undefined;
  const endpoint = env.S3_ENDPOINT;
  return {
    bucket: env.S3_BUCKET,
    endpoint,
    region: env.S3_REGION ?? (endpoint ? 'auto' : 'eu-west-3'),
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    // MinIO and most self-hosted stores want path-style addresses; AWS and R2 take both.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(endpoint),
    prefix: env.S3_PREFIX,
    publicUrl: env.S3_PUBLIC_URL,
  };
}

/** The effective configuration for the start-up log, secrets masked (never a secret in a log). */
export function describeConfig(config: AppConfig, source: EnvSource = process.env): string[] {
  const result = parseEnv(source);
  if (!result.ok) return [];
  return describeEnv(result.env, source, { DATA_DIR: config.dataDir, WEB_DIST: config.webDist, SEED_DEMO: config.seedDemo });
}

// 'memory://' keeps the embedded database in memory (tests, e2e); anything else is a folder.
const resolveDataDir = (value: string) => (value.startsWith('memory://') ? value : path.resolve(value));

/** The station's identity from the environment (tests use it with the defaults). */
export function readStationConfig(source: EnvSource = process.env): StationConfig {
  const result = parseEnv({ ...source, SEED_DEMO: 'true', NODE_ENV: undefined });
  if (!result.ok) throw new ConfigError(result.problems);
  return stationFrom(result.env);
}

function stationFrom(env: ParsedEnv): StationConfig {
  return {
    name: env.STATION_NAME,
    tagline: env.STATION_TAGLINE,
    phone: env.STATION_PHONE,
    address: env.STATION_ADDRESS,
    email: env.STATION_EMAIL,
    streamUrl: env.STREAM_URL!,
    streamHlsUrl: env.STREAM_HLS_URL ?? null,
    streamBurstMs: env.STREAM_BURST_MS,
    social: {
      facebook: env.SOCIAL_FACEBOOK!,
      instagram: env.SOCIAL_INSTAGRAM!,
      tiktok: env.SOCIAL_TIKTOK!,
      youtube: env.SOCIAL_YOUTUBE!,
    },
  };
}
