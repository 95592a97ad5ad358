// Server rendering of the public pages (docs/decisions/210-server-rendering.md): the web app's own
// renderer (apps/web/dist-server, built with the app) turns a page's URL into its HTML, reading the
// API in process through this app (never an HTTP round trip to itself). The HTML is everyone's (no
// cookie reaches it), so it is kept per path and read parameters until a write changes one of the
// lists it shows, and at most KEEP_MS (clocks and 'on air now' move).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Hono } from 'hono';
import type { AppEnv } from './context.ts';
import { BoundedCache } from './bounded-cache.ts';
import { topicsOfRead } from './cache.ts';
import { type Logger, logger } from './logger.ts';
import { serverRenderFallbacks } from './metrics.ts';
import type { ReadCache } from './read-cache.ts';

export interface RenderedPage {
  html: string;
  head: { title?: string; description?: string };
  state: string;
  /** The browser build's chunks the page is made of (manifest keys). */
  chunks: string[];
}

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };

/**
 * The `<link>`s a rendered page adds to the shell: the stylesheets of its route chunks, so its HTML is
 * styled at its first paint without waiting for a script. What the entry brings is in the shell. Their
 * scripts are not preloaded: on a slow network they would share the bandwidth with the stylesheets
 * and delay the first paint (measured: FCP +0.6–0.9 s under Lighthouse's slow 4G); they load as the
 * router asks for them, before hydration.
 */
export function chunkLinks(webDist: string): (chunks: string[]) => string {
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  const reach = (keys: string[], files: Set<string>, seen = new Set<string>()) => {
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      for (const css of chunk.css ?? []) files.add(css);
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return files;
  };
  const inShell = reach(Object.keys(manifest).filter((key) => manifest[key]!.isEntry), new Set());
  const linksOf = new Map<string, string>();
  return (chunks) => {
    const key = chunks.join(' ');
    let links = linksOf.get(key);
    if (links === undefined) {
      const files = [...reach(chunks, new Set())].filter((file) => !inShell.has(file));
      links = files
        .filter((file) => file.endsWith('.css'))
        .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
        .join('');
      linksOf.set(key, links);
    }
    return links;
  };
}
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g;
/** A url() that would point elsewhere once the sheet is read from the page instead of /assets/. */
const RELATIVE_URL = /url\((?!\s*['"]?(?:data:|\/|https?:))/;

/**
 * A rendered page's stylesheets written into it: the page paints as soon as its HTML has come,
 * without waiting for two more requests on a slow network (FCP). The build's sheets
 * are read once (their names change with their content).
 */
export function stylesheetInliner(webDist: string): (html: string) => string {
  const texts = new Map<string, string | null>();
  const textOf = (file: string) => {
    if (!texts.has(file)) {
      let text: string | null = null;
      try {
        text = readFileSync(path.join(webDist, file), 'utf8');
      } catch {
        // a build being replaced: the link stays
      }
      texts.set(file, text !== null && !RELATIVE_URL.test(text) && !text.includes('</') ? text : null);
    }
    return texts.get(file) ?? null;
  };
  return (html) =>
    html.replace(STYLESHEET_LINK, (link, file: string) => {
      const text = textOf(file);
      return text === null ? link : `<style data-href="/${file}">${text}</style>`;
    });
}
/** The renderer's word on a page it left for the browser (apps/web/src/entry-server.tsx), or 'error' when it threw. */
interface RenderSkipped {
  skipped: string;
  detail: string;
}
type Render = (url: string, origin: string, apiFetch: typeof fetch) => Promise<RenderedPage | RenderSkipped>;

const KEEP_MS = 30_000;
/**
 * A page that failed is kept a moment only: right after a start the reads answer 503 while the
 * database is prepared, and the pages must come rendered as soon as it is ready, not 30 s later.
 */
const KEEP_FAILED_MS = 2_000;
/**
 * What the kept pages may weigh, and as many again for the shells filled with them (app.ts): a
 * page is 20–150 KB of text, its stylesheets written in. Bytes, not entries: a burst of distinct
 * pages must not take the process's memory.
 */
export const KEPT_PAGES_BYTES = 16 * 1024 * 1024;
/** The in-process reads' own origin: their answers never depend on it (media paths are relative). */
const INTERNAL_ORIGIN = 'http://server-render.internal';
/** Marks the in-process reads, so a log line or a trace tells them from a browser's. */
export const SERVER_RENDER_HEADER = 'X-Server-Render';

interface KeptPage {
  page: RenderedPage | null;
  /** Why `page` is null. */
  skipped?: string;
  /** The topics its reads came from, and their versions when it was rendered. */
  topics: string[];
  stamp: string;
  at: number;
}

/** `pageKey` is the path and the query parameters its route reads (serverRenderedPageKey). */
export type PageRenderer = (pageKey: string, origin: string) => Promise<RenderedPage | null>;

const sizeOf = (page: RenderedPage | null) => (page ? page.html.length + page.state.length : 0) * 2 + 256;

/**
 * A renderer for the built app in `webDist`, or undefined when the server build is missing (the
 * shell is served as before). Never throws: a page that fails to render is null (the browser renders
 * it). Each such page is counted by reason in /metrics, and each reason said once in the log.
 * A page is kept until a write changes one of the topics it read (lib/cache.ts decides which writes
 * change which topics), or KEEP_MS have passed (clocks and 'on air now' move).
 */
export function serverRenderer(webDist: string, app: Hono<AppEnv>, readCache?: ReadCache, log: Logger = logger): PageRenderer | undefined {
  const entry = path.join(webDist, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  let loaded: Promise<Render> | undefined;
  const kept = new BoundedCache<KeptPage>(KEPT_PAGES_BYTES);
  /** Reads through this app, noting the topics each one's answer comes from. */
  const readingInto = (topics: Set<string>) =>
    (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(new URL(input instanceof Request ? input.url : String(input), INTERNAL_ORIGIN), init);
      request.headers.set(SERVER_RENDER_HEADER, '1');
      for (const topic of topicsOfRead(new URL(request.url).pathname)) topics.add(topic);
      return app.fetch(request);
    }) as typeof fetch;

  const said = new Set<string>();
  const served = (found: KeptPage, pageKey: string, detail?: string) => {
    if (found.page) return found.page;
    const reason = found.skipped ?? 'error';
    serverRenderFallbacks.inc({ reason });
    if (!said.has(reason)) {
      said.add(reason);
      log.warn({ reason, url: pageKey, detail }, `Page publique servie sans rendu serveur (${reason}) : le navigateur la rend ; raison dite une fois, comptée dans /metrics`);
    }
    return null;
  };

  return async (pageKey, origin) => {
    const key = `${origin}${pageKey}`;
    const found = kept.get(key);
    const keepMs = !found || found.page || found.skipped === 'redirect' ? KEEP_MS : KEEP_FAILED_MS;
    if (found && readCache && found.stamp === readCache.stamp(found.topics) && Date.now() - found.at < keepMs) return served(found, pageKey);
    const topics = new Set<string>();
    // Stamped with the versions before the reads: a write meanwhile makes the page stale at once.
    const stampBefore = readCache?.stamper();
    let result: RenderedPage | RenderSkipped;
    try {
      loaded ??= import(pathToFileURL(entry).href).then((module: { render: Render }) => module.render);
      result = await (await loaded)(pageKey, origin, readingInto(topics));
    } catch (error) {
      result = { skipped: 'error', detail: error instanceof Error ? error.message : String(error) };
    }
    const sorted = [...topics].sort();
    const stamped = { topics: sorted, stamp: stampBefore?.(sorted) ?? '', at: Date.now() };
    const page: KeptPage = 'skipped' in result ? { page: null, skipped: result.skipped, ...stamped } : { page: result, ...stamped };
    kept.set(key, page, sizeOf(page.page));
    return served(page, pageKey, 'skipped' in result ? result.detail : undefined);
  };
}

/** JSON inside a <script> block: nothing in it can close the block or open a comment. */
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** The shell with the page's HTML in its root, its chunks' links and the state the browser hydrates from. */
export function fillShell(shell: string, page: RenderedPage, links = ''): string {
  const state = `<script type="application/json" id="server-state">${scriptSafe(page.state)}</script>`;
  // React puts the resources it hoists (image preloads) first: they belong in the head.
  const hoisted = /^(?:<link [^>]*>)+/.exec(page.html)?.[0] ?? '';
  const body = page.html.slice(hoisted.length);
  return shell
    .replace('</head>', () => `${links}${hoisted}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>\n    ${state}`);
}
