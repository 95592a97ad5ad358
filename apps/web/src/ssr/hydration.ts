// Server rendering (issue 21, docs/decisions/210): what the server and the browser must agree on
// for the first render, so hydration finds the same HTML it would have made.
import { createContext, useContext, useSyncExternalStore } from 'react';

/** The id of the JSON block carrying the server's query cache into the page. */
export const SERVER_STATE_ID = 'server-state';

/** True while rendering on the server (no document). */
export const onServer = typeof document === 'undefined';

const neverChanges = () => () => undefined;

/**
 * False on the server and during hydration, true once the browser has taken over: what depends on
 * the visitor (account, device settings, stored state) renders after it, so the HTML is everyone's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

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
