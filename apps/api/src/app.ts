// createApp(): the whole API (and the built PWA) as one Hono app, shared by the server and the tests.
import { messages, operationsMessages, serverRenderedPageKey } from '@station/shared';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { accountDataRoutes } from './features/account-data/account-data.routes.ts';
import { aboutRoutes } from './features/about/about-image.routes.ts';
import { adminAnimateurRoutes } from './features/accounts/admin-animateur.routes.ts';
import { adminRoutes } from './features/accounts/admin.routes.ts';
import { authRoutes } from './features/accounts/auth.routes.ts';
import { talonAccountRoutes } from './features/accounts/talon-account.routes.ts';
import { userRoutes } from './features/accounts/user.routes.ts';
import { audienceRoutes } from './features/audience/audience.routes.ts';
import { liveListenerFigure } from './features/audience/audience-sources.ts';
import { avatarRoutes } from './features/avatars/avatar.routes.ts';
import { commentRoutes } from './features/comments/comment.routes.ts';
import { concoursRoutes } from './features/contests/concours.routes.ts';
import { contestRegistrationRoutes } from './features/contests/contest-registration.routes.ts';
import { paymentWebhookRoutes } from './features/contests/payment.routes.ts';
import { soumissionRoutes } from './features/contests/soumission.routes.ts';
import { voteRoutes } from './features/contests/vote.routes.ts';
import { adminDedicaceRoutes, dedicaceRoutes, moderatorDedicaceRoutes } from './features/dedications/dedicace.routes.ts';
import { embedRoutes } from './features/embed/embed.routes.ts';
import { emissionRoutes } from './features/emissions/emission.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { heroImageRoutes } from './features/hero/hero-image.routes.ts';
import { likeRoutes } from './features/likes/like.routes.ts';
import { liveTitleRoutes } from './features/live/live-title.routes.ts';
import { recordingsFigures } from './features/studio/recordings-folder.ts';
import { liquidsoapStudioRoutes, studioRoutes } from './features/studio/studio.routes.ts';
import { liveRoutes } from './features/live/live.routes.ts';
import { countMailsWaiting, MailQueue } from './features/mail/mail-queue.ts';
import { mailRoutes } from './features/mail/mail.routes.ts';
import { createMailTransport } from './features/mail/mail-transport.ts';
import { mediaRoutes } from './features/media/media.routes.ts';
import { mixRoutes } from './features/mixes/mix.routes.ts';
import { moderationRoutes } from './features/moderation/moderation.routes.ts';
import { actualiteRoutes } from './features/news/actualite.routes.ts';
import { newsletterRoutes, newsletterUnsubscribeRoutes } from './features/newsletter/newsletter.routes.ts';
import { playedTitleRoutes } from './features/played-titles/played-title.routes.ts';
import { playlistRoutes } from './features/playlists/playlist.routes.ts';
import { podcastRoutes } from './features/podcasts/podcast.routes.ts';
import { animateurRoutes } from './features/presenters/animateur.routes.ts';
import { searchRoutes } from './features/search/search.routes.ts';
import { followRoutes } from './features/schedule/follow.routes.ts';
import { programmeCalendarRoutes } from './features/schedule/programme-calendar.routes.ts';
import { scheduleRoutes } from './features/schedule/programme.routes.ts';
import { renderShareShell } from './features/share/share-head.ts';
import { stationRoutes } from './features/station/station.routes.ts';
import { webManifestRoutes } from './features/station/web-manifest.routes.ts';
import { talonRoutes } from './features/talents/talon.routes.ts';
import { tvDemoRoutes } from './features/tv/tv-demo.routes.ts';
import { tvStreamRoutes } from './features/tv/tv-stream.routes.ts';
import { sessionMiddleware } from './lib/auth.ts';
import type { AppEnv } from './lib/context.ts';
import { applyInvalidations } from './lib/cache.ts';
import { compressResponses } from './lib/compression.ts';
import { sameOriginWrites } from './lib/csrf.ts';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from './lib/database-errors.ts';
import { HttpError } from './lib/errors.ts';
import { idempotency } from './lib/idempotency.ts';
import { createRateLimits } from './lib/rate-limit.ts';
import { createReadiness, type Readiness } from './lib/readiness.ts';
import { rejectInvalidText, requestSizeLimits } from './lib/request-limits.ts';
import { ReadCache } from './lib/read-cache.ts';
import { notifyOtherProcesses } from './lib/read-cache-notify.ts';
import { type Logger, logger } from './lib/logger.ts';
import { readFiguresFrom } from './lib/metrics.ts';
import { mountMetrics } from './lib/metrics-route.ts';
import { observeRequests } from './lib/request-observer.ts';
import { mountRequestLog } from './lib/request-log.ts';
import { siteOrigin } from './lib/site-origin.ts';
import { BoundedCache } from './lib/bounded-cache.ts';
import { staffScreenPreloads, staffScreenState } from './lib/staff-screens.ts';
import { chunkLinks, fillShell, KEPT_PAGES_BYTES, type RenderedPage, serverRenderer, stylesheetInliner } from './lib/server-render.ts';
import { mountWebApp } from './lib/static.ts';
import { createStorage } from './lib/create-storage.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { mountTestSql } from './lib/test-sql.ts';

export interface AppOptions {
  /** server.ts passes its own: not ready until the database is migrated and seeded. */
  readiness?: Readiness;
  /** The time the audience figures are read and plays counted at (a test drives a simulated day). */
  clock?: () => Date;
  /** Where the request lines and errors go (a test reads them); the process's logger otherwise. */
  logger?: Logger;
}

export function createApp(config: AppConfig, db: Kysely<Database>, options: AppOptions = {}) {
  const readiness = options.readiness ?? createReadiness(true);
  const clock = options.clock ?? (() => new Date());
  const log = options.logger ?? logger;
  const api = new Hono<AppEnv>()
    // Health first: no session lookup, so /api/health/live answers even with the database away.
    .route('/health', healthRoutes)
    // Until the database is migrated and seeded, every answer but the health checks is a 503.
    .use(async (c, next) => {
      if (readiness.isStarted()) return next();
      return c.json({ error: operationsMessages.serviceStarting, code: 'starting' }, 503, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
    })
    // Stripe's webhook: no browser, no session, no Origin; its signature is checked instead.
    .route('/payments', paymentWebhookRoutes)
    // List-Unsubscribe one-click: a mail client's POST, no cookie, no Origin; the link's token decides.
    .route('/newsletter/unsubscribe', newsletterUnsubscribeRoutes)
    // Liquidsoap's title pushes: no browser, no Origin; the shared secret decides.
    .route('/live', liveTitleRoutes)
    // Liquidsoap about the studio (a browser studio's pass, a silent studio): no Origin; the shared secret decides.
    .route('/studio', liquidsoapStudioRoutes)
    // Every write must come from the app's own origin (CSRF); then who is asking (the session).
    .use(sameOriginWrites())
    .use(sessionMiddleware())
    // Text Postgres cannot store (NUL, lone surrogates) is a 400 before any route sees it.
    .use(rejectInvalidText())
    // Every JSON write may carry an Idempotency-Key (the offline outbox always sends one).
    .use('*', idempotency())
    .route('/auth', authRoutes)
    .route('/users', userRoutes)
    .route('/admins', adminRoutes)
    .route('/admin-animateur', adminAnimateurRoutes)
    .route('/station', stationRoutes)
    .route('/studio', studioRoutes)
    .route('/newsletter', newsletterRoutes)
    .route('/schedule', scheduleRoutes)
    .route('/schedule', followRoutes)
    .route('/animateurs', animateurRoutes)
    .route('/mixes', mixRoutes)
    .route('/emissions', emissionRoutes)
    .route('/actualites', actualiteRoutes)
    .route('/concours', concoursRoutes)
    .route('/soumissions-concours', soumissionRoutes)
    .route('/votes', voteRoutes)
    .route('/contest-registrations', contestRegistrationRoutes)
    .route('/talons', talonRoutes)
    .route('/talons', talonAccountRoutes)
    .route('/hero-images', heroImageRoutes)
    .route('/tv-streams', tvStreamRoutes)
    .route('/about-section', aboutRoutes)
    .route('/likes', likeRoutes)
    .route('/comments', commentRoutes)
    .route('/dedicaces', dedicaceRoutes)
    .route('/admins', adminDedicaceRoutes)
    .route('/admin-animateur', moderatorDedicaceRoutes)
    .route('/live', liveRoutes)
    .route('/played-titles', playedTitleRoutes)
    .route('/moderation', moderationRoutes)
    .route('/playlists', playlistRoutes)
    .route('/search', searchRoutes)
    .route('/mails', mailRoutes)
    .route('/account', accountDataRoutes)
    .route('/audience', audienceRoutes);
  const storage = createStorage(config);
  // Counters live in Postgres, shared by every process (lib/rate-limit.ts).
  const rateLimits = createRateLimits(config.rateLimits);
  // SMTP when configured, else kept in the database for admins (features/mail).
  const mailQueue = new MailQueue(db, createMailTransport(config.mail));
  // Public reads kept in the process; on Postgres, writes tell the other processes (lib/cache.ts).
  const readCache = config.readCache ? new ReadCache() : undefined;

  const app = new Hono<AppEnv>();
  // First: a request id, one log line and the request metrics for every answer.
  app.use('*', observeRequests(log));
  app.use('*', async (c, next) => {
    c.set('readiness', readiness);
    c.set('db', db);
    c.set('config', config);
    c.set('storage', storage);
    c.set('rateLimits', rateLimits);
    c.set('mail', mailQueue);
    c.set('readCache', readCache);
    c.set('clock', clock);
    await next();
  });
  // Every answer, refusals included, carries the security headers (lib/security-headers.ts).
  app.use('*', securityHeaders(config));
  // Body size and URL length before anything reads the request (lib/request-limits.ts).
  app.use('*', requestSizeLimits());
  if (readCache) app.use('*', applyInvalidations(readCache, config.databaseUrl ? notifyOtherProcesses(db) : undefined));
  // Outermost, so it sees every answer as sent: JSON, the page, the manifest (docs/decisions/085-compression.md).
  app.use('*', compressResponses());
  if (config.testHooks) mountRequestLog(app);
  if (config.testHooks) mountTestSql(app);
  // Prometheus' scrape, behind METRICS_TOKEN; absent without it (lib/metrics-route.ts).
  mountMetrics(app, config.metricsToken);
  const replays = config.replays;
  readFiguresFrom({
    liveListeners: liveListenerFigure(config, db),
    mailsWaiting: () => countMailsWaiting(db),
    recordings: replays && recordingsFigures(replays.folder, replays.retentionDays),
  });
  app.route('/api', api);
  app.route('/', webManifestRoutes);
  // Stored images and audio under the spec's public paths (/imageback/..., /musics/MixDJ/, /Audioemission/).
  app.route('/', mediaRoutes);
  app.route('/', avatarRoutes);
  // Feeds read the database: like the API, a French 503 until it is migrated and seeded.
  for (const path of ['/podcasts/*', '/programme.ics', '/programme/*', '/embed/*']) {
    app.use(path, async (c, next) => {
      if (readiness.isStarted()) return next();
      return c.json({ error: operationsMessages.serviceStarting, code: 'starting' }, 503, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
    });
  }
  // The emissions' replays as podcast feeds, with their artwork (/podcasts/...).
  app.route('/', podcastRoutes);
  // The programme as subscribed calendars (/programme.ics, /programme/{id}.ics).
  app.route('/', programmeCalendarRoutes);
  // The embeddable players partners frame (/embed/live, /embed/mix/{id}).
  app.route('/', embedRoutes);
  // The demo TV channel's live playlist and segments (/tv/demo/...).
  app.route('/', tvDemoRoutes);
  app.get('/robots.txt', (c) =>
    c.text('User-agent: *\nDisallow: /api/\nDisallow: /admin-panel\nDisallow: /admin-animateurs\nDisallow: /profile\n', 200),
  );
  app.notFound((c) => c.json({ error: messages.notFound, code: 'not_found' }, 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json({ error: error.message, code: error.code }, error.status, error.headers);
    // Postgres away (restart, failover, frozen): a 503 the client retries, never a 500.
    if (isDatabaseUnavailable(error)) {
      return c.json({ error: operationsMessages.databaseUnavailable, code: 'database_unavailable' }, 503, {
        'Retry-After': String(RETRY_AFTER_SECONDS),
      });
    }
    // Malformed JSON and similar parse failures surface as HTTPException 400 from Hono.
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ error: messages.invalidBody, code: 'invalid_body' }, error.status);
    }
    // The one line with the stack; the request's own line follows with its status.
    log.error({ reqId: c.var.requestId, err: error }, 'erreur non prévue');
    return c.json({ error: messages.serverError }, 500);
  });
  // Shared links preview their item: the shell's head is filled for the URL; public pages
  // come rendered by the server.
  if (config.webDist) {
    const renderPage = config.serverRender === false ? undefined : serverRenderer(config.webDist, app, readCache, log);
    const linksOf = chunkLinks(config.webDist);
    const inlineStyles = stylesheetInliner(config.webDist);
    const screenPreloads = staffScreenPreloads(config.webDist);
    // A kept page and the same shell make the same HTML: filled once, not at every request.
    const filled = new BoundedCache<{ page: RenderedPage; shell: string; html: string }>(KEPT_PAGES_BYTES);
    mountWebApp(app, config.webDist, async (c, shell) => {
      const url = new URL(c.req.url);
      const origin = siteOrigin(config);
      // One page per path and the query parameters its route reads: any other parameter changes nothing on it.
      const pageKey = renderPage ? serverRenderedPageKey(url.pathname, url.searchParams) : undefined;
      // A staff screen for its admin: the bare shell with the screen's data, that admin's only.
      const staff = await staffScreenState(app, url.pathname, c.req.raw);
      if (staff) {
        const html = await renderShareShell(c.var.db, shell, url, origin, config.station);
        const withData = html.replace('</head>', () => `${screenPreloads(url.pathname)}</head>`).replace('<div id="root"></div>', () => `<div id="root"></div>\n    ${staff.block}`);
        return { html: withData, setCookies: staff.setCookies };
      }
      const page = pageKey ? await renderPage!(pageKey, origin) : null;
      if (!page || !pageKey) return renderShareShell(c.var.db, shell, url, origin, config.station);
      const key = `${origin}${pageKey}`;
      const found = filled.get(key);
      if (found?.page === page && found.shell === shell) return found.html;
      const canonical = new URL(pageKey, url);
      const html = await renderShareShell(c.var.db, inlineStyles(fillShell(shell, page, linksOf(page.chunks))), canonical, origin, config.station, page.head);
      filled.set(key, { page, shell, html }, html.length * 2);
      return html;
    });
  }
  return { app, api, readCache, mailQueue, storage };
}

export type AppType = ReturnType<typeof createApp>['api'];
