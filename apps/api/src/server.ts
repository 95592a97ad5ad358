// The station's process: checks the configuration (a wrong value stops the start with one French
// line per problem), prints it with secrets masked, listens at once, then migrates and seeds in the
// background, retrying while the database is away (health says 503 until then). SIGTERM drains
// the requests in flight, then closes the pool.
import { createAdaptorServer } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.ts';
import { ConfigError, describeConfig, readConfig } from './config.ts';
import { connect } from './db/connect.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { guardSockets } from './lib/socket-guards.ts';
import { prepareDatabase } from './db/prepare.ts';
import { isDatabaseUnavailable } from './lib/database-errors.ts';
import { startReminderJob } from './features/schedule/push-reminders.ts';
import { startAudienceJob } from './features/audience/audience-sampler.ts';
import { liveListenerFigure } from './features/audience/audience-sources.ts';
import { startRetentionJob } from './features/account-data/retention.ts';
import { startPlayedTitlesRecorder } from './features/played-titles/played-titles-recorder.ts';
import { startRecordingsRetention } from './features/studio/recordings-folder.ts';
import { listenForInvalidations } from './lib/read-cache-notify.ts';
import { createReadiness } from './lib/readiness.ts';
import { logger } from './lib/logger.ts';
import { LISTEN_BACKLOG, openFilesWarning } from './lib/open-files.ts';

const startedAt = performance.now();

function refuseToStart(error: unknown): never {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

let config: ReturnType<typeof readConfig>;
let connection: ReturnType<typeof connect>;
try {
  config = readConfig();
  connection = connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, tuning: config.database });
} catch (error) {
  refuseToStart(error);
}
logger.info({ configuration: describeConfig(config) }, 'Configuration');

const { db, kind, release } = connection;
const readiness = createReadiness();
const { app, readCache, mailQueue, storage } = createApp(config, db, { readiness });
// Other processes' writes clear this one's kept reads (lib/read-cache-notify.ts).
let stopListening: (() => Promise<void>) | undefined;

const server = createAdaptorServer({
  fetch: app.fetch,
  // Header and body limits at the socket: 16 KB of headers (431 past it), the whole request in
  // REQUEST_TIMEOUT_SECONDS, its headers in 20 s (slow clients cannot hold sockets for ever).
  serverOptions: { maxHeaderSize: 16 * 1024, requestTimeout: config.http!.requestTimeoutMs, headersTimeout: 20_000 },
}) as Server;
// A long accept queue: thousands of players opening the app in the same minute wait a moment in
// the kernel's queue instead of being refused (lib/open-files.ts).
server.listen({ port: config.port, backlog: LISTEN_BACKLOG }, () => {
  // The port actually taken (PORT=0 picks a free one: the tests read it from this line).
  const { port } = server.address() as AddressInfo;
  // The demo's links go to this server itself (lib/site-origin.ts): with PORT=0, the port it got.
  config.port = port;
  logger.info(`Station app à l'écoute sur http://localhost:${port}`);
});
const filesWarning = openFilesWarning();
if (filesWarning) logger.warn(filesWarning);
guardSockets(server, { idleMs: config.http!.idleSocketMs, jsonBodyMs: config.http!.jsonBodyMs });

let stopReminders: (() => void) | undefined;
let stopMails: (() => void) | undefined;
let stopRetention: (() => void) | undefined;
let stopAudience: (() => void) | undefined;
let stopPlayedTitles: (() => void) | undefined;
let stopRecordingsRetention: (() => void) | undefined;

async function prepareUntilDone() {
  let delay = 250;
  let warned = false;
  for (;;) {
    try {
      await prepareDatabase(db, config);
      readiness.markReady();
      // Web Push reminders of followed programmes: every process runs the job, each airing is sent once.
      stopReminders = startReminderJob(db, `mailto:${config.station.email}`);
      // Mails: every process sends what it can claim, one sender per mail (features/mail).
      stopMails = mailQueue.start();
      // What the 'Confidentialité' page promises: old sessions, links, counters and mails deleted.
      stopRetention = startRetentionJob(db);
      // The audience kept over time: one minute sample, written by one process.
      stopAudience = startAudienceJob(db, { listeners: liveListenerFigure(config, db), clock: () => new Date() });
      // 'Titres diffusés': every process runs the recorder, one at a time stores each title change.
      stopPlayedTitles = startPlayedTitlesRecorder(db, config);
      // The studio's raw recordings, and its stored ones never published, kept RECORDINGS_RETENTION_DAYS (every process may remove them).
      if (config.replays) stopRecordingsRetention = startRecordingsRetention(db, storage, config.replays);
      if (readCache && config.databaseUrl) stopListening = await listenForInvalidations(config.databaseUrl, readCache);
      const where = kind === 'pglite' ? `PGlite dans ${config.dataDir}` : 'Postgres (DATABASE_URL)';
      const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
      logger.info(`Station app prête (base : ${where}, en ${seconds} s)`);
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) {
        logger.fatal({ err: error }, 'Préparation de la base impossible');
        process.exit(1);
      }
      if (!warned) logger.error({ reason: (error as Error).message }, "Base de données injoignable : nouvel essai en continu, l'API répond 503 en attendant");
      warned = true;
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, 2_000);
    }
  }
}
void prepareUntilDone();

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  readiness.markDraining();
  stopReminders?.();
  stopMails?.();
  stopRetention?.();
  stopAudience?.();
  stopPlayedTitles?.();
  stopRecordingsRetention?.();
  void stopListening?.();
  logger.info(`${signal} : arrêt après les requêtes en cours`);
  // Past the drain time, connections still open (the endless live stream) are cut.
  const deadline = setTimeout(() => {
    server.closeAllConnections();
  }, config.http!.shutdownTimeoutMs);
  deadline.unref();
  server.close(() => {
    void db
      .destroy()
      .catch(() => {})
      .finally(() => {
        release();
        process.exit(0);
      });
  });
  server.closeIdleConnections();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
