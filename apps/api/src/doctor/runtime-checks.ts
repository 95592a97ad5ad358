// The doctor's checks of what the environment points at: the database (reachable, migrated), the
// storage (a write-read-delete round trip), the live stream (reachable, audio by its first bytes),
// Icecast's status (readable, the stream's mount listed), the public URL (HTTPS, and the
// proxy's headers as TRUST_PROXY expects them), and the studio's recordings folder.
import { constants, existsSync } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { s3From } from '../config.ts';
import type { ParsedEnv } from '../config/env-schema.ts';
import { connect, DEFAULT_DATABASE_TUNING, postgresPoolConfig } from '../db/connect.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { migrations } from '../db/migrations/index.ts';
import { mountOf, mountServing } from '../features/live/icecast-status.ts';
import { recordingsUsage } from '../features/studio/recordings-folder.ts';
import { PROJECT_ROOT } from '../lib/paths.ts';
import { smtpTransport } from '../features/mail/mail-transport.ts';
import { createS3Storage } from '../lib/s3-storage.ts';
import { createLocalStorage, uploadsRoot } from '../lib/storage.ts';
import { type CheckResult, fail, ok, warn } from './report.ts';

const TIMEOUT_MS = 5_000;
const root = PROJECT_ROOT;
export const dataDirOf = (env: ParsedEnv) => path.resolve(env.DATA_DIR ?? path.join(root, 'data'));

/** Where the running app answers from here: PUBLIC_URL, else this machine's PORT. */
const appBase = (env: ParsedEnv) => env.PUBLIC_URL ?? `http://127.0.0.1:${env.PORT}`;

export async function databaseCheck(env: ParsedEnv): Promise<CheckResult> {
  const check = 'base de données';
  if (env.DATABASE_URL) {
    const pool = new pg.Pool({ ...postgresPoolConfig(env.DATABASE_URL, { ...DEFAULT_DATABASE_TUNING, connectTimeoutMs: TIMEOUT_MS }), max: 1 });
    pool.on('error', () => {});
    const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
    try {
      return await migrationState(db, check, `Postgres ${new URL(env.DATABASE_URL).host}`);
    } catch (error) {
      return fail(check, `Postgres injoignable : ${(error as Error).message}`, 'vérifiez DATABASE_URL (hôte, port, base, utilisateur), que Postgres tourne et que le réseau l’autorise');
    } finally {
      await db.destroy().catch(() => {});
    }
  }
  const dataDir = dataDirOf(env);
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    return warn(check, `PGlite : pas encore de base dans ${dataDir}`, 'le premier démarrage la crée (npm start)');
  }
  try {
    const { db, release } = connect({ dataDir });
    try {
      return await migrationState(db, check, `PGlite dans ${dataDir}`);
    } finally {
      await db.destroy().catch(() => {});
      release();
    }
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    // One writer per folder: the app holds it, so ask the app itself.
    const health = await fetch(`${appBase(env)}/api/health`, { signal: AbortSignal.timeout(TIMEOUT_MS) }).catch(() => undefined);
    if (health?.ok) return ok(check, `PGlite dans ${dataDir}, ouverte par le processus ${error.ownerPid} qui répond prêt`);
    return fail(check, `PGlite ouverte par le processus ${error.ownerPid}, qui ne répond pas prêt sur ${appBase(env)}/api/health`, 'consultez les journaux de ce processus, ou redémarrez-le');
  }
}

async function migrationState(db: Kysely<any>, check: string, where: string): Promise<CheckResult> {
  await sql`select 1`.execute(db);
  const table = await sql<{ exists: boolean }>`select to_regclass('kysely_migration') is not null as exists`.execute(db);
  if (!table.rows[0]?.exists) return warn(check, `${where} joignable, base vide`, 'le premier démarrage crée les tables (npm start)');
  const done = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const applied = new Set(done.rows.map((row) => row.name));
  const pending = Object.keys(migrations).filter((name) => !applied.has(name));
  if (pending.length > 0) return warn(check, `${where} joignable ; migrations en attente : ${pending.join(', ')}`, 'le prochain démarrage les applique');
  return ok(check, `${where} joignable, ${applied.size} migrations appliquées`);
}

export async function storageCheck(env: ParsedEnv): Promise<CheckResult> {
  const check = 'stockage';
  const s3 = s3From(env);
  const where = s3 ? `bucket S3 ${s3.bucket}${s3.endpoint ? ` (${s3.endpoint})` : ''}` : `disque local ${uploadsRoot(dataDirOf(env))}`;
  const storage = s3 ? createS3Storage(s3) : createLocalStorage(uploadsRoot(dataDirOf(env)));
  const key = `doctor-${process.pid}-${Date.now()}.txt`;
  try {
    await storage.write(key, 'station doctor');
    const chunks: Uint8Array[] = [];
    for await (const chunk of storage.read(key) as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
    const back = Buffer.concat(chunks).toString();
    await storage.remove(key);
    if (back !== 'station doctor') return fail(check, `${where} : relu différent de l’écrit`, 'vérifiez le stockage (plein, en lecture seule)');
    return ok(check, `${where} : écriture, lecture, suppression`);
  } catch (error) {
    const fix = s3
      ? 'vérifiez S3_BUCKET, S3_ENDPOINT, S3_REGION et les droits des clés (lecture, écriture, suppression)'
      : `donnez à l’utilisateur du service le droit d’écrire dans ${dataDirOf(env)} (ou changez DATA_DIR)`;
    return fail(check, `${where} : ${(error as Error).message}`, fix);
  }
}

/** The kind of audio the first bytes announce, or undefined. */
export function sniffAudio(bytes: Uint8Array): string | undefined {
  const ascii = Buffer.from(bytes.subarray(0, 16)).toString('latin1');
  if (ascii.startsWith('ID3')) return 'MP3';
  if (ascii.startsWith('OggS')) return 'Ogg';
  if (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WAVE') return 'WAV';
  if (ascii.startsWith('fLaC')) return 'FLAC';
  if (ascii.startsWith('#EXTM3U')) return 'HLS';
  if (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0) return (bytes[1]! & 0x06) === 0 ? 'AAC' : 'MP3';
  return undefined;
}

async function firstBytes(response: Response, limit = 4_096): Promise<Uint8Array> {
  const reader = response.body!.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < 16) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.length;
  }
  await reader.cancel().catch(() => {});
  return Buffer.concat(chunks).subarray(0, limit);
}

export async function streamCheck(env: ParsedEnv): Promise<CheckResult> {
  const check = 'flux en direct';
  const configured = env.STREAM_URL!;
  const builtIn = configured.startsWith('/');
  const url = builtIn ? `${appBase(env)}${configured}` : configured;
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { 'Icy-MetaData': '0' } });
  } catch (error) {
    if (builtIn) return warn(check, `flux de démonstration intégré, application injoignable sur ${url}`, 'démarrez l’application, ou définissez STREAM_URL (votre flux réel)');
    return fail(check, `${url} injoignable : ${(error as Error).message}`, 'vérifiez STREAM_URL et que le serveur de diffusion (Icecast...) tourne');
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    return fail(check, `${url} répond ${response.status}`, 'vérifiez STREAM_URL (le point de montage) et la source qui alimente le flux');
  }
  const type = response.headers.get('Content-Type') ?? '';
  const bytes = await firstBytes(response);
  const kind = sniffAudio(bytes);
  const text = Buffer.from(bytes.subarray(0, 200)).toString('utf8').trimStart().toLowerCase();
  if (/html/i.test(type) || text.startsWith('<!doctype') || text.startsWith('<html')) {
    return fail(check, `${url} répond une page HTML (${type || 'sans type'}), pas un flux audio`, 'STREAM_URL doit être l’adresse du flux lui-même (ex. https://stream.exemple.fr/live.mp3), pas celle d’une page');
  }
  if (!kind && !/^audio\/|ogg|mpegurl/i.test(type)) {
    return fail(check, `${url} : type ${type || 'absent'}, premiers octets non audio`, 'vérifiez STREAM_URL : le serveur doit envoyer de l’audio (MP3, AAC, Ogg) ou une liste HLS');
  }
  const demo = builtIn ? ' (flux de démonstration intégré)' : '';
  const result = ok(check, `${url} : ${kind ?? type}${type ? `, ${type}` : ''}${demo}`);
  if (builtIn && env.NODE_ENV === 'production') return warn(check, result.detail, 'définissez STREAM_URL : votre flux réel');
  return result;
}

export async function icecastCheck(env: ParsedEnv): Promise<CheckResult> {
  const check = 'statut Icecast';
  if (!env.ICECAST_STATUS_URL) return ok(check, 'non configuré (titre en cours et auditeurs Icecast absents)');
  const streamPath = mountOf(env.STREAM_URL) ?? '/';
  try {
    const response = await fetch(env.ICECAST_STATUS_URL, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) return fail(check, `${env.ICECAST_STATUS_URL} répond ${response.status}`, 'vérifiez ICECAST_STATUS_URL (…/status-json.xsl) et qu’Icecast l’expose');
    const body = (await response.json()) as { icestats?: { source?: unknown } };
    const raw = body?.icestats?.source;
    const sources = (Array.isArray(raw) ? raw : raw ? [raw] : []) as Array<{ listenurl?: unknown }>;
    const mounts = sources.map((source) => mountOf(source.listenurl) ?? '').filter(Boolean);
    const mount = mountServing(streamPath, mounts);
    if (mount) return ok(check, `lisible, le point de montage ${mount} est diffusé`);
    return fail(
      check,
      `lisible, mais ${streamPath} absent (${mounts.length ? `montages : ${mounts.join(', ')}` : 'aucune source active'})`,
      'démarrez la source (logiciel de diffusion) sur ce montage, ou corrigez STREAM_URL',
    );
  } catch (error) {
    return fail(check, `${env.ICECAST_STATUS_URL} illisible : ${(error as Error).message}`, 'vérifiez ICECAST_STATUS_URL : il doit pointer sur status-json.xsl et répondre du JSON');
  }
}

export async function publicUrlCheck(env: ParsedEnv): Promise<CheckResult> {
  const check = 'adresse publique';
  const production = env.NODE_ENV === 'production';
  if (!env.PUBLIC_URL) {
    // Outside the demo the start refuses it (config/parse-env.ts): links must not follow a request's Host.
    if (production || env.SEED_DEMO === false) {
      return fail(check, 'PUBLIC_URL non défini hors démo : l’application refuse de démarrer', 'définissez PUBLIC_URL (ex. https://radio.exemple.fr) : les liens des courriels, flux et calendriers en partent');
    }
    return ok(check, `PUBLIC_URL non défini : démo, les liens mènent à http://localhost:${env.PORT}`);
  }
  const expected = new URL(env.PUBLIC_URL).origin;
  if (!expected.startsWith('https:') && production) {
    return fail(check, `${expected} n’est pas en HTTPS`, 'servez l’application en HTTPS derrière un proxy (Caddy, nginx) : sessions sécurisées, installation de la PWA');
  }
  let seen: { origin?: string } | undefined;
  try {
    const response = await fetch(`${expected}/api/health/origin`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    seen = response.ok ? ((await response.json()) as { origin?: string }) : undefined;
  } catch {}
  if (!seen?.origin) return warn(check, `${expected} injoignable d’ici (/api/health/origin)`, 'lancez le doctor depuis une machine qui voit l’adresse publique');
  if (seen.origin === expected) return ok(check, `${expected} : l’application se voit à la même adresse${expected.startsWith('https:') ? ' (HTTPS)' : ''}`);
  const fix = env.TRUST_PROXY
    ? 'le proxy doit fixer X-Forwarded-Proto et X-Forwarded-Host (nginx : proxy_set_header X-Forwarded-Proto $scheme; proxy_set_header X-Forwarded-Host $host;)'
    : 'derrière un proxy, mettez TRUST_PROXY=true (et le proxy doit fixer X-Forwarded-Proto, -Host et -For)';
  return fail(check, `servie à ${expected}, l’application croit être à ${seen.origin} (TRUST_PROXY=${env.TRUST_PROXY})`, fix);
}

/** SMTP: a connection opened and greeted with the settings the app will use. */
export async function smtpCheck(env: ParsedEnv): Promise<CheckResult> {
  const check = 'courriels (SMTP)';
  if (!env.SMTP_URL || !env.MAIL_FROM) {
    const detail = 'SMTP_URL non défini : les courriels restent dans la base (page « Courriels envoyés »)';
    return env.NODE_ENV === 'production'
      ? warn(check, detail, 'définissez SMTP_URL et MAIL_FROM : sans eux, ni réinitialisation de mot de passe ni confirmation d’adresse ne partent')
      : ok(check, `${detail} (hors production)`);
  }
  const transport = smtpTransport({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM });
  const where = new URL(env.SMTP_URL).host;
  try {
    await Promise.race([
      transport.verify(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('pas de réponse en 10 s')), 10_000).unref()),
    ]);
    return ok(check, `${where} répond et accepte la connexion`);
  } catch (error) {
    return fail(check, `${where} : ${(error as Error).message}`, 'vérifiez SMTP_URL (smtp:// ou smtps://, utilisateur et mot de passe, port 587 ou 465) et que ce serveur est joignable d’ici');
  } finally {
    transport.close();
  }
}

/** GET /metrics answers Prometheus with METRICS_TOKEN and nobody without it. */
export async function metricsCheck(env: ParsedEnv): Promise<CheckResult> {
  const check = 'métriques';
  const address = `${appBase(env)}/metrics`;
  const read = async (headers: Record<string, string>) => {
    const response = await fetch(address, { headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
    const text = await response.text();
    return { status: response.status, metrics: response.ok && text.includes('station_http_requests_total') };
  };
  let open: { status: number; metrics: boolean };
  try {
    open = await read({});
  } catch {
    return warn(check, `${address} injoignable d’ici`, 'lancez le doctor là où l’application répond (PUBLIC_URL ou PORT)');
  }
  if (open.metrics) return fail(check, `${address} répond les métriques sans jeton : elles sont publiques`, 'définissez METRICS_TOKEN (16 caractères ou plus) et redémarrez');
  if (!env.METRICS_TOKEN) return ok(check, 'METRICS_TOKEN non défini : pas de route /metrics (rien de public)');
  const withToken = await read({ Authorization: `Bearer ${env.METRICS_TOKEN}` }).catch(() => ({ status: 0, metrics: false }));
  if (withToken.metrics) return ok(check, `${address} joignable avec le jeton, refusée sans (${open.status})`);
  return fail(check, `${address} répond ${withToken.status} avec METRICS_TOKEN`, 'l’application doit tourner avec le même METRICS_TOKEN que celui donné au doctor (et Prometheus)');
}

/** The studio's recordings folder: there, writable, what it holds and how long it keeps it. */
export async function recordingsCheck(env: ParsedEnv): Promise<CheckResult> {
  const check = 'enregistrements du direct';
  const folder = env.RECORDINGS_FOLDER;
  if (!folder) {
    return env.STUDIO_ENABLED
      ? warn(check, 'RECORDINGS_FOLDER non défini : les directs du studio ne deviennent pas des replays', 'définissez RECORDINGS_FOLDER, le même dossier que celui de radio.liq (volume recordings)')
      : ok(check, 'RECORDINGS_FOLDER non défini : pas de replays du studio');
  }
  try {
    await access(folder, constants.W_OK);
  } catch {
    return fail(check, `${folder} absent ou non inscriptible`, 'créez le dossier (le volume recordings, partagé avec radio.liq) et donnez-le en écriture à l’application, qui y applique la rétention');
  }
  const usage = await recordingsUsage(folder);
  const oldest = usage.oldestAt ? `, le plus ancien du ${usage.oldestAt.toISOString().slice(0, 10)}` : '';
  const megabytes = (usage.bytes / 1_000_000).toFixed(1);
  return ok(check, `${folder} : ${usage.files} fichier(s), ${megabytes} Mo${oldest} ; gardés ${env.RECORDINGS_RETENTION_DAYS} jours ; publication ${env.REPLAYS_PUBLISH === 'auto' ? 'immédiate' : 'après vérification'}`);
}
