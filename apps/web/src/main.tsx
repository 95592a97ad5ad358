// First: the global sheet opens the entry's CSS, so the feature sheets bundled with the entry (the header's
// account menu...) come after it, as every lazy chunk's sheet does.
import './styles/index.css';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { STAFF_STATE_ID } from '@station/shared/client';
import { AppRoot } from './app-root.tsx';
import { loadChunk } from './lib/load-chunk.ts';
import { queryClient } from './lib/query-client.ts';
import { listenForInstallPrompt } from './pwa/install-prompt.ts';
import { createAppRouter } from './router.tsx';
import { claimWrittenStylesheets, SERVER_STATE_ID } from './ssr/hydration.ts';

/** What the server rendered the page from: its query cache and its instant, or null for the bare shell. */
function readServerState(): { queries: DehydratedState; renderedAt: number } | null {
  const block = document.getElementById(SERVER_STATE_ID);
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent);
  } catch {
    return null;
  }
}

const serverState = readServerState();
/** A staff screen's data sent with its page for its admin (no HTML rendered: the screen renders it). */
function readStaffState(): { queries: DehydratedState } | null {
  const text = document.getElementById(STAFF_STATE_ID)?.textContent;
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
const staffState = readStaffState();
// Who is signed in and what the screen shows are in the cache before the route's guard reads them.
if (staffState) hydrate(queryClient, staffState.queries);
if (serverState) claimWrittenStylesheets();
// The lists the HTML shows are in the cache before anything reads them: no second read of them.
if (serverState) hydrate(queryClient, serverState.queries);

// Before the first render: the install prompt may fire as soon as the page loads.
listenForInstallPrompt();

/** The 'Écouter en direct' shortcut of the installed app opens /?play=live; the query goes once read. */
function takePlayLiveQuery(router: ReturnType<typeof createAppRouter>): boolean {
  const url = new URL(window.location.href);
  if (url.searchParams.get('play') !== 'live') return false;
  url.searchParams.delete('play');
  router.history.replace(`${url.pathname}${url.search}${url.hash}`);
  return true;
}

/**
 * What runs beside the page on this device (the service worker, the outbox, the offline lists, the
 * player): loaded and started once the app has taken the page over, each step in a task of its own.
 * Started with the scripts, they lengthened the scripts' first task (the page on screen, not
 * answering a tap) by ~0.1 s on a slow phone; in the entry, they were 3 KB of it.
 */
let startedBeside = false;
function startBesideThePage(playLiveNow: boolean) {
  if (startedBeside) return;
  startedBeside = true;
  loadChunk(
    () => import('./beside-the-page.ts'),
    ({ besideThePage }) => {
      const steps = besideThePage(queryClient, playLiveNow);
      const next = () => {
        steps.shift()?.();
        if (steps.length) setTimeout(next, 0);
      };
      next();
    },
  );
}

/**
 * Lets the browser paint and answer a tap between two steps of the takeover. The scripts' evaluation,
 * the router's making and its first load were one task of ~40 ms (~150 ms on a slow phone, with
 * the page on screen and not answering); each is now a task of its own.
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

async function takeOverThePage() {
  await yieldToBrowser();
  const router = createAppRouter(queryClient);
  const playLiveNow = takePlayLiveQuery(router);
  const onStarted = () => startBesideThePage(playLiveNow);
  const container = document.getElementById('root')!;
  if (!serverState) {
    createRoot(container).render(<AppRoot queryClient={queryClient} router={router} renderedAt={null} origin={window.location.origin} onStarted={onStarted} />);
    return;
  }
  // The router renders as on the server (no Suspense boundaries of its own) while it hydrates.
  router.ssr = { manifest: undefined };
  await yieldToBrowser();
  await router.load();
  // As a transition, hydration yields to the browser every few milliseconds (the page is already
  // on screen and a tap is replayed): no long task on a slow phone.
  startTransition(() => {
    hydrateRoot(container, <AppRoot queryClient={queryClient} router={router} renderedAt={serverState.renderedAt} origin={window.location.origin} onStarted={onStarted} />);
  });
}

void takeOverThePage();
