// Serves the built PWA: hashed assets cached for a year, everything else revalidated, and the
// SPA shell for any other GET so client routes (and their 404 page) work on reload.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import type { AppEnv } from './context.ts';

/** Fills the shell's head for the requested URL (the share previews of issue 10). */
export type ShellRenderer = (c: Context<AppEnv>, shell: string) => Promise<string>;

export function mountWebApp(app: Hono<AppEnv>, webDist: string, renderShell?: ShellRenderer) {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) return;
  const relativeRoot = path.relative(process.cwd(), webDist) || '.';

  app.use(
    '/assets/*',
    async (c, next) => {
      await next();
      if (c.res.ok) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    },
    serveStatic({ root: relativeRoot }),
  );
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/api/')) return next();
    await next();
    // The service worker and the manifest must be revalidated so updates reach phones.
    if (c.res.ok && !c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-cache');
  });
  app.use('*', serveStatic({ root: relativeRoot }));
  app.get('*', async (c) => {
    if (c.req.path.startsWith('/api/')) return c.json({ error: 'Ressource introuvable' }, 404);
    // Read at each request: a new build replaces the file while the server runs.
    const shell = readFileSync(indexFile, 'utf8');
    return c.html(renderShell ? await renderShell(c, shell) : shell, 200, { 'Cache-Control': 'no-cache' });
  });
}
