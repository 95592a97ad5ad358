import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { readConfig } from './config.ts';
import { connect } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { listenForInvalidations } from './lib/read-cache-notify.ts';

const startedAt = performance.now();
const config = readConfig();
const { db, kind } = connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrateToLatest(db);
// Always: the first admin comes from the configuration; the demo content only when SEED_DEMO allows.
await seedIfEmpty(db, config);
const { app, readCache } = createApp(config, db);
// Other processes' writes clear this one's kept reads (DECISIONS.md 19; lib/read-cache-notify.ts).
const stopListening = readCache && config.databaseUrl ? await listenForInvalidations(config.databaseUrl, readCache) : undefined;

const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  const where = kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'Postgres (DATABASE_URL)';
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(`Station app on http://localhost:${info.port} (database: ${where}, ready in ${seconds} s)`);
});

const shutdown = () => {
  server.close();
  void stopListening?.();
  void db.destroy().finally(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
