// Server rendering (docs/decisions/210-server-rendering.md): what the server and the browser must agree on
// for the first render, so hydration finds the same HTML it would have made.
import { createContext, useContext } from 'react';

/** The id of the JSON block carrying the server's query cache into the page. */
export const SERVER_STATE_ID = 'server-state';

/** True while rendering on the server (no document). */
export const onServer = typeof document === 'undefined';

/**
 * False on the server and during hydration, true once the browser has taken over: what depends on
 * the visitor (account, device settings, stored state) renders after it, so the HTML is everyone's.
 * Outside a rendered page (a page the browser rendered itself, a component test) it is true at once.
 */
export const HydratedContext = createContext(!onServer);
export const useHydrated = () => useContext(HydratedContext);

/** Renders its children only in the browser, after hydration. */
export function ClientOnly({ children }: { children: React.ReactNode }) {
  return useHydrated() ? children : null;
}

/**
 * The instant the page was rendered: clocks and 'on air now' read it for the first render so the
 * browser computes what the server did, then tick from the real time.
 */
export const RenderTimeContext = createContext<number | null>(null);
export const useRenderTime = () => useContext(RenderTimeContext);

/** The page's public origin (share links, feeds), known on the server from the request. */
export const PageOriginContext = createContext<string>(onServer ? '' : window.location.origin);
export const usePageOrigin = () => useContext(PageOriginContext);

/**
 * A rendered page carries its stylesheets written in its head (`<style data-href>`, the server's
 * stylesheetInliner). Vite's loader of a lazy chunk fetches and applies the chunk's sheets unless a
 * `<link rel="stylesheet">` of the same address is in the page: a disabled one (never fetched) stands
 * for each written sheet, so none is fetched and applied a second time (each one applied again
 * styled and laid out the whole page anew, a long task on a slow phone). Runs before any chunk loads.
 */
export function claimWrittenStylesheets() {
  for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.disabled = true;
    link.href = style.dataset.href!;
    style.after(link);
  }
}
