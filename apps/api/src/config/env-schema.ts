// Every environment variable the station reads, in one table: its zod schema (type,
// range, form), whether it is a secret (masked when printed) and whether production needs it. A
// new variable is one line here plus where it lands in AppConfig (config.ts). The configuration
// table of docs/operating.md and infra/station.env.example list the same names (a test keeps them in step).
import { DEFAULT_JINGLE_PATTERN } from '@station/shared';
import { z } from 'zod';

/** What one variable of the table says about itself. */
export interface EnvVariable {
  schema: z.ZodType;
  /** Masked in the printed configuration and in every message. */
  secret?: boolean;
  /** Required when NODE_ENV=production (checked in parse-env.ts; ADMIN_PASSWORD also with SEED_DEMO=false). */
  requiredInProduction?: boolean;
}

const blank = (value: string | undefined) => value === undefined || value.trim() === '';

/** Free text with a default. */
export const text = (fallback: string) =>
  z.string().optional().transform((value) => (blank(value) ? fallback : value!.trim()));

/** Optional free text (undefined when unset). */
export const optionalText = () =>
  z.string().optional().transform((value) => (blank(value) ? undefined : value!.trim()));

export const integer = (fallback: number, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (blank(value)) return fallback;
      const number = Number(value!.trim());
      if (!Number.isInteger(number) || number < min || number > max) {
        ctx.addIssue({ code: 'custom', message: `un nombre entier entre ${min} et ${max} est attendu (reçu « ${value} »)` });
        return z.NEVER;
      }
      return number;
    });

/** 'true' / 'false' (also 1/0, yes/no, oui/non); the fallback may depend on other variables. */
export const boolean = (fallback?: boolean) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (blank(value)) return fallback;
      const normalized = value!.trim().toLowerCase();
      if (['true', '1', 'yes', 'oui'].includes(normalized)) return true;
      if (['false', '0', 'no', 'non'].includes(normalized)) return false;
      ctx.addIssue({ code: 'custom', message: `« true » ou « false » est attendu (reçu « ${value} »)` });
      return z.NEVER;
    });

/**
 * An absolute URL of one of `protocols`, optionally also a path on this server ('/api/...').
 * `secret` keeps the value out of the message (a connection string carries a password).
 */
export const url = (options: { protocols: string[]; fallback?: string; allowPath?: boolean; secret?: boolean }) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (blank(value)) return options.fallback;
      const trimmed = value!.trim();
      if (options.allowPath && trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
      const shown = options.secret ? '' : ` (reçu « ${trimmed} »)`;
      let parsed: URL;
      try {
        parsed = new URL(trimmed);
      } catch {
        ctx.addIssue({ code: 'custom', message: `une adresse ${describe(options)} est attendue${shown}` });
        return z.NEVER;
      }
      if (!options.protocols.includes(parsed.protocol.replace(':', ''))) {
        ctx.addIssue({ code: 'custom', message: `une adresse ${describe(options)} est attendue${shown}` });
        return z.NEVER;
      }
      return trimmed;
    });

const describe = (options: { protocols: string[]; allowPath?: boolean }) =>
  `${options.protocols.map((protocol) => `${protocol}://`).join(' ou ')}${options.allowPath ? ' (ou un chemin commençant par /)' : ''}`;

export const email = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (blank(value)) return fallback;
      const trimmed = value!.trim();
      if (!z.email().safeParse(trimmed).success) {
        ctx.addIssue({ code: 'custom', message: `une adresse email valide est attendue (reçu « ${trimmed} »)` });
        return z.NEVER;
      }
      return trimmed;
    });

/** A secret of a given form; the value never appears in a message. */
export const secret = (form?: { pattern: RegExp; description: string }) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (blank(value)) return undefined;
      const trimmed = value!.trim();
      if (form && !form.pattern.test(trimmed)) {
        ctx.addIssue({ code: 'custom', message: `valeur de forme inattendue : ${form.description}` });
        return z.NEVER;
      }
      return trimmed;
    });

/** A regular expression (case-insensitive when used); a pattern that does not compile stops the start. */
export const pattern = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const source = blank(value) ? fallback : value!.trim();
      try {
        new RegExp(source, 'i');
      } catch {
        ctx.addIssue({ code: 'custom', message: `une expression régulière valide est attendue (reçu « ${source} »)` });
        return z.NEVER;
      }
      return source;
    });

/** A VAPID key: base64url of `bytes` bytes (65 for the public P-256 point, 32 for the private key). */
const vapidKey = (bytes: number) => ({
  pattern: new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}=?$`),
  description: `une clé en base64url de ${bytes} octets est attendue (npx web-push generate-vapid-keys)`,
});

export const ENV_VARIABLES = {
  NODE_ENV: { schema: optionalText() },
  // 0: any free port (tests read the chosen one from the start-up line).
  PORT: { schema: integer(3000, 0, 65535) },
  // Required outside the demo (parse-env.ts): every absolute link the app writes starts with it.
  PUBLIC_URL: { schema: url({ protocols: ['https', 'http'] }) },
  DATABASE_URL: { schema: url({ protocols: ['postgres', 'postgresql'], secret: true }), secret: true, requiredInProduction: true },
  DATABASE_POOL_MAX: { schema: integer(10, 1, 200) },
  DATABASE_CONNECT_TIMEOUT_MS: { schema: integer(5_000, 100, 120_000) },
  DATABASE_STATEMENT_TIMEOUT_MS: { schema: integer(15_000, 100, 600_000) },
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: { schema: integer(30_000, 1_000, 3_600_000) },
  DATA_DIR: { schema: optionalText() },
  WEB_DIST: { schema: optionalText() },
  ADMIN_EMAIL: { schema: email('admin@radio-live.fr'), requiredInProduction: true },
  ADMIN_PASSWORD: { schema: optionalText(), secret: true, requiredInProduction: true },
  SEED_DEMO: { schema: boolean() },
  STATION_NAME: { schema: text('Radio Live') },
  STATION_TAGLINE: { schema: text('Rien que du live.') },
  STATION_PHONE: { schema: text('+33 1 23 45 67 89') },
  STATION_ADDRESS: { schema: text('12 rue de la Radio, 75011 Paris') },
  STATION_EMAIL: { schema: email('contact@radio-live.fr') },
  // The default is the built-in demo live stream.
  STREAM_URL: { schema: url({ protocols: ['https', 'http'], fallback: '/api/live/stream', allowPath: true }), requiredInProduction: true },
  // The same stream as HLS (infra's radio.liq writes it, Caddy serves /radio/hls/live.m3u8): the
  // app's player prefers it (a 30 s rewind, 'Économie de données', titles dated by the segments).
  // STREAM_URL stays the address for Icecast's figures, the embeddable player and casting.
  STREAM_HLS_URL: { schema: url({ protocols: ['https', 'http'], allowPath: true }) },
  ICECAST_STATUS_URL: { schema: url({ protocols: ['https', 'http'] }) },
  // How much audio (ms) the stream server sends a new listener at once: Icecast's burst-size over the
  // stream's bytes per second (131,072 bytes at 128 kbps, as infra/icecast/icecast.xml). The
  // progressive player places what it hears with it (player/title-clock.ts); the demo stream has no
  // timed titles.
  STREAM_BURST_MS: { schema: integer(8_192, 0, 60_000) },
  // Liquidsoap's title pushes (POST /api/live/titles, Authorization: Bearer): the same value in radio.liq's environment.
  STREAM_TITLES_SECRET: { schema: secret({ pattern: /^\S{16,}$/, description: 'au moins 16 caractères sans espace' }), secret: true },
  // 'Prendre l'antenne' from the app: the harbor behind Caddy's /radio/studio asks the app whether a
  // page's pass is good (radio.liq, STUDIO_CHECK_URL), with STREAM_TITLES_SECRET. Off: the studio
  // page explains what going live needs (the embedded demo has no Liquidsoap).
  STUDIO_ENABLED: { schema: boolean(false) },
  // Replays of the studio: where radio.liq writes what the studio sends on air (the same folder,
  // seen by the app), whether a replay goes on its emission at once ('auto') or after a staff
  // check ('review'), and how long the folder keeps each raw recording.
  RECORDINGS_FOLDER: { schema: optionalText() },
  // The harbor's own address for the app (compose: http://autodj:8005): an admin's 'Prendre la main'
  // asks it, with STREAM_TITLES_SECRET, to let the source on air (the studio's encoder) go. Unset: no 'Prendre la main'.
  HARBOR_CONTROL_URL: { schema: url({ protocols: ['http', 'https'] }) },
  REPLAYS_PUBLISH: {
    schema: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value),
      z.enum(['review', 'auto'], { error: 'review ou auto est attendu' }).default('review'),
    ),
  },
  RECORDINGS_RETENTION_DAYS: { schema: integer(30, 1, 3_650) },
  // 'Titres diffusés': titles matching it are jingles / station IDs, stored apart from the songs.
  PLAYED_TITLES_JINGLE_PATTERN: { schema: pattern(DEFAULT_JINGLE_PATTERN) },
  SOCIAL_FACEBOOK: { schema: url({ protocols: ['https', 'http'], fallback: 'https://www.facebook.com/radiolive' }) },
  SOCIAL_INSTAGRAM: { schema: url({ protocols: ['https', 'http'], fallback: 'https://www.instagram.com/radiolive' }) },
  SOCIAL_TIKTOK: { schema: url({ protocols: ['https', 'http'], fallback: 'https://www.tiktok.com/@radiolive' }) },
  SOCIAL_YOUTUBE: { schema: url({ protocols: ['https', 'http'], fallback: 'https://www.youtube.com/@radiolive' }) },
  TRUST_PROXY: { schema: boolean(false) },
  REQUEST_TIMEOUT_SECONDS: { schema: integer(600, 5, 7_200) },
  IDLE_SOCKET_TIMEOUT_SECONDS: { schema: integer(60, 2, 3_600) },
  BODY_TIMEOUT_SECONDS: { schema: integer(15, 1, 600) },
  SHUTDOWN_TIMEOUT_SECONDS: { schema: integer(10, 1, 300) },
  RATE_LIMIT_WINDOW_MINUTES: { schema: integer(15, 1, 1_440) },
  LOGIN_LIMIT_PER_ACCOUNT: { schema: integer(10, 1, 100_000) },
  LOGIN_LIMIT_PER_ADDRESS: { schema: integer(50, 1, 100_000) },
  REGISTER_LIMIT_PER_ACCOUNT: { schema: integer(5, 1, 100_000) },
  REGISTER_LIMIT_PER_ADDRESS: { schema: integer(20, 1, 100_000) },
  NEW_LISTENERS_LIMIT_PER_ADDRESS: { schema: integer(50, 1, 1_000_000) },
  MIX_LISTENS_LIMIT_PER_ADDRESS: { schema: integer(200, 1, 1_000_000) },
  REMINDERS_LIMIT_PER_ADDRESS: { schema: integer(30, 1, 1_000_000) },
  VISITOR_LIKES_LIMIT_PER_ADDRESS: { schema: integer(30, 1, 1_000_000) },
  SEARCH_LIMIT_PER_ADDRESS: { schema: integer(600, 1, 1_000_000) },
  MAIL_LINKS_LIMIT_PER_ACCOUNT: { schema: integer(3, 1, 100_000) },
  MAIL_LINKS_LIMIT_PER_ADDRESS: { schema: integer(20, 1, 100_000) },
  // Premium votes: both or neither.
  STRIPE_SECRET_KEY: {
    schema: secret({ pattern: /^(sk|rk)_(test|live)_[A-Za-z0-9]{10,}$/, description: 'une clé secrète Stripe commence par sk_live_ ou sk_test_' }),
    secret: true,
  },
  STRIPE_WEBHOOK_SECRET: {
    schema: secret({ pattern: /^whsec_[A-Za-z0-9+/=]{10,}$/, description: 'le secret de signature du webhook Stripe commence par whsec_' }),
    secret: true,
  },
  // Mail: SMTP when both are set; otherwise mails stay in the database ('Courriels envoyés').
  SMTP_URL: { schema: url({ protocols: ['smtp', 'smtps'], secret: true }), secret: true },
  MAIL_FROM: { schema: optionalText() },
  // Web push: generated at first start and kept in the database unless given here (both or neither).
  VAPID_PUBLIC_KEY: { schema: secret(vapidKey(65)) },
  VAPID_PRIVATE_KEY: { schema: secret(vapidKey(32)), secret: true },
  // Object storage: the bucket and both keys together; endpoint and region optional.
  S3_BUCKET: { schema: optionalText() },
  S3_ENDPOINT: { schema: url({ protocols: ['https', 'http'] }) },
  S3_REGION: { schema: optionalText() },
  S3_ACCESS_KEY_ID: { schema: optionalText(), secret: true },
  S3_SECRET_ACCESS_KEY: { schema: optionalText(), secret: true },
  // Path-style addresses (default: on with S3_ENDPOINT); a key prefix; a public or CDN address.
  S3_FORCE_PATH_STYLE: { schema: boolean() },
  S3_PREFIX: { schema: optionalText() },
  S3_PUBLIC_URL: { schema: url({ protocols: ['https', 'http'] }) },
  // Public lists kept in the process, cleared by writes (lib/cache.ts); off only to diagnose.
  READ_CACHE: { schema: boolean(true) },
  // Public pages rendered by the server; off: the bare shell, the browser renders everything.
  SERVER_RENDER: { schema: boolean(true) },
  // GET /metrics for Prometheus: absent, no metrics route at all; 16+ characters.
  METRICS_TOKEN: { schema: secret({ pattern: /^\S{16,}$/, description: 'au moins 16 caractères sans espace' }), secret: true },
  // pino's levels: fatal, error, warn, info (default), debug, trace, silent.
  LOG_LEVEL: {
    schema: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value),
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'fatal, error, warn, info, debug, trace ou silent est attendu' }).optional(),
    ),
  },
  E2E_TEST_HOOKS: { schema: boolean(false) },
} satisfies Record<string, EnvVariable>;

export type EnvName = keyof typeof ENV_VARIABLES;
export type ParsedEnv = { [Name in EnvName]: z.output<(typeof ENV_VARIABLES)[Name]['schema']> };

/** Variables that must be set together: one without the others is a half-done setting. */
export const ENV_GROUPS: Array<{ names: EnvName[]; what: string }> = [
  { names: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'], what: 'les votes premium (Stripe)' },
  { names: ['SMTP_URL', 'MAIL_FROM'], what: 'les courriels (SMTP)' },
  { names: ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'], what: 'les notifications push (VAPID)' },
  { names: ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'], what: 'le stockage S3' },
];
