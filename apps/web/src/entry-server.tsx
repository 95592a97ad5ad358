// The server's entry (docs/decisions/210-server-rendering.md): renders a public page to
// HTML from the same routes, loaders and components as the browser, with the API read in process.
// Built by `vite build --ssr` into apps/web/dist-server; the API's lib/server-render.ts calls render().
import { dehydrate } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { prerenderToNodeStream } from 'react-dom/static';
import { AppRoot } from './app-root.tsx';
import { setApiFetch } from './lib/api-client.ts';
import { createQueryClient } from './lib/query-client.ts';
import { createAppRouter } from './router.tsx';
import { routeChunkKeys } from './route-chunks.ts';
import { SESSION_KEY } from './session/session-query.ts';
import { ACCOUNT_QUERY_PREFIX } from './session/apply-session.ts';

export interface RenderedPage {
  /** The HTML of the app's root element. */
  html: string;
  /** The page's own title and description, from its route's head. */
  head: { title?: string; description?: string };
  /** The query cache and the render's instant, for the browser to hydrate from (JSON). */
  state: string;
  /** The browser build's chunks the page is made of (manifest keys): their styles go in the head. */
  chunks: string[];
}

const chunkOfRoute = routeChunkKeys();

/** Personal answers never travel in the shared HTML (there are none on the server, but the rule is kept). */
const isShared = (key: unknown) => key !== SESSION_KEY[0] && key !== ACCOUNT_QUERY_PREFIX;

/**
 * A page left for the browser (it still works: the bare shell renders it): `reason` is one of a few
 * words, counted in the server's metrics and logged once each; `detail` says what happened.
 */
export interface RenderSkipped {
  skipped: 'redirect' | 'route' | 'query' | 'part';
  detail: string;
}

const skipped = (reason: RenderSkipped['skipped'], detail: string): RenderSkipped => ({ skipped: reason, detail });

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders `url` (path and query) as served from `origin`. `apiFetch` answers the API's requests in
 * process. Skipped when the page cannot be rendered as everyone's: a redirect, a failed read (the
 * browser then renders it, with its own loading and error states), or a part left for the browser.
 */
export async function render(url: string, origin: string, apiFetch: typeof fetch): Promise<RenderedPage | RenderSkipped> {
  setApiFetch(apiFetch);
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
  const renderedAt = Date.now();
  await router.load();
  const state = router.state;
  // A redirect (a guard) moved the router elsewhere: the browser follows it itself.
  if (state.location.pathname !== new URL(url, origin).pathname) return skipped('redirect', `redirigée vers ${state.location.pathname}`);
  const unfinished = state.matches.find((match) => match.status !== 'success');
  if (unfinished) return skipped('route', `${unfinished.routeId} : ${unfinished.status} ${String(unfinished.error ?? '')}`.trim());
  const failed = queryClient.getQueryCache().getAll().find((query) => query.state.status === 'error');
  if (failed) return skipped('query', `${JSON.stringify(failed.queryKey)} : ${String(failed.state.error)}`);

  const { prelude } = await prerenderToNodeStream(<AppRoot queryClient={queryClient} router={router} renderedAt={renderedAt} origin={origin} />, {
    // One piece: React would otherwise move big parts out with inline scripts, refused by the CSP.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const html = await readAll(prelude);
  // A part that failed on the server is left for the browser: the page is not everyone's then.
  if (html.includes('<template id="B:') || html.includes('<!--$!-->')) return skipped('part', 'une partie de la page a échoué sur le serveur');

  const meta = state.matches.flatMap((match) => match.meta ?? []);
  const title = meta.findLast((entry) => entry?.title)?.title;
  const description = meta.findLast((entry) => entry?.name === 'description')?.content;
  const queries = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' && isShared(query.queryKey[0]) });
  const chunks = state.matches.flatMap((match) => {
    const own = chunkOfRoute.get(match.routeId);
    return [...(own ? [own] : []), ...(router.routesById[match.routeId]?.options.staticData?.serverChunks ?? [])];
  });
  return { html, head: { title, description }, state: JSON.stringify({ queries, renderedAt }), chunks };
}
