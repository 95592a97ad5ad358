import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { readConfig } from './config.ts';
import { connect } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { startReminderJob } from './features/schedule/push-reminders.ts';

const startedAt = performance.now();
const config = readConfig();
const { db, kind } = connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrateToLatest(db);
// Always: the first admin comes from the configuration; the demo content only when SEED_DEMO allows.
await seedIfEmpty(db, config);
const { app } = createApp(config, db);
// Web Push reminders of followed programmes: every process runs the job, each airing is sent once.
const stopReminders = startReminderJob(db, `mailto:${config.station.email}`);

const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  const where = kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'Postgres (DATABASE_URL)';
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(`Station app on http://localhost:${info.port} (database: ${where}, ready in ${seconds} s)`);
});

const shutdown = () => {
  stopReminders();
  server.close();
  void db.destroy().finally(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
