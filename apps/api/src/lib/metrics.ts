// What the operator watches, in Prometheus' text format (GET /metrics, lib/metrics-route.ts).
// One registry for the process: process-wide figures (event-loop lag, memory, the pool) are the
// process's, whatever app serves them. Figures read from the database (live listeners, mail queue)
// are read at scrape time, from the app that answers the scrape.
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export const registry = new Registry();
// Event-loop lag, process memory and CPU, heap, handles: prom-client's defaults.
collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

export const httpRequests = new Counter({
  name: 'station_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'station_http_request_duration_seconds',
  help: 'Time to the response headers, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** Open GET /api/live/now-playing/events connections (features/live/live.routes.ts). */
export const openEventStreams = new Gauge({
  name: 'station_now_playing_event_streams',
  help: 'Open now-playing event streams (Server-Sent Events)',
  registers: [registry],
});

const dbPoolErrors = new Counter({
  name: 'station_db_pool_errors_total',
  help: 'Errors of database connections (lost connection, server restart)',
  registers: [registry],
});

const pools = new Set<pg.Pool>();
const poolGauge = (name: string, help: string, read: (pool: pg.Pool) => number) =>
  new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      let total = 0;
      for (const pool of pools) total += read(pool);
      this.set(total);
    },
  });
poolGauge('station_db_pool_connections', 'Open database connections of the pool', (pool) => pool.totalCount);
poolGauge('station_db_pool_idle_connections', 'Idle database connections of the pool', (pool) => pool.idleCount);
poolGauge('station_db_pool_waiting_requests', 'Queries waiting for a free connection of the pool', (pool) => pool.waitingCount);

/** db/connect.ts hands its pool over: its size, its waiters and its connection errors. */
export function watchPool(pool: pg.Pool): void {
  pools.add(pool);
  pool.on('error', () => dbPoolErrors.inc());
  pool.on('connect', (client) => client.on('error', () => dbPoolErrors.inc()));
}

/** Figures read at scrape time from the answering app: live listeners, mails waiting. */
export interface ScrapedFigures {
  liveListeners: () => Promise<number>;
  mailsWaiting: () => Promise<number>;
  /** The studio's recordings folder (RECORDINGS_FOLDER), when there is one. */
  recordings?: () => Promise<{ files: number; bytes: number; retentionDays: number }>;
}
let scraped: ScrapedFigures | undefined;
export const readFiguresFrom = (figures: ScrapedFigures) => {
  scraped = figures;
};
new Gauge({
  name: 'station_live_listeners',
  help: 'Live listeners now (the figure the players show)',
  registers: [registry],
  async collect() {
    if (scraped) this.set(await scraped.liveListeners().catch(() => Number.NaN));
  },
});
new Gauge({
  name: 'station_mail_queue_waiting',
  help: 'Mails waiting to be sent (pending or being sent)',
  registers: [registry],
  async collect() {
    if (scraped) this.set(await scraped.mailsWaiting().catch(() => Number.NaN));
  },
});

const recordingsGauge = (name: string, help: string, read: (usage: { files: number; bytes: number; retentionDays: number }) => number) =>
  new Gauge({
    name,
    help,
    registers: [registry],
    async collect() {
      if (scraped?.recordings) this.set(await scraped.recordings().then(read, () => Number.NaN));
    },
  });
recordingsGauge('station_recordings_bytes', "Bytes of the studio's raw recordings kept in RECORDINGS_FOLDER", (usage) => usage.bytes);
recordingsGauge('station_recordings_files', "The studio's raw recordings kept in RECORDINGS_FOLDER", (usage) => usage.files);
recordingsGauge('station_recordings_retention_days', 'Days a raw recording is kept (RECORDINGS_RETENTION_DAYS)', (usage) => usage.retentionDays);

/** Public pages the server could not render, served as the bare shell (lib/server-render.ts). */
export const serverRenderFallbacks = new Counter({
  name: 'station_ssr_fallbacks_total',
  help: 'Public pages served as the bare shell (the browser renders them), by reason: redirect, route, query, part, error',
  labelNames: ['reason'] as const,
  registers: [registry],
});

/** The studio fell silent on air for 20 s and the AutoDJ took the air back (features/studio). */
export const studioSilences = new Counter({
  name: 'station_studio_silences_total',
  help: 'Times the studio was silent on air for 20 s and the AutoDJ took the air back',
  registers: [registry],
});
