import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition, useEffect, useState } from 'react';
import { PlayerBarPlaylistButton } from './engagement/playlists/components/player-bar-playlist-button.tsx';
import { PlayedTitlesButton } from './features/played-titles/components/played-titles-button.tsx';
import { PlayerBar } from './player/components/player-bar.tsx';
import type { createAppRouter } from './router.tsx';
import { ClientOnly, HydratedContext, PageOriginContext, RenderTimeContext } from './ssr/hydration.ts';

interface AppRootProps {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
  /** The server's instant for a server-rendered page (clocks agree on hydration), else null. */
  renderedAt: number | null;
  origin: string;
  /** Called once the browser has taken the page over (hydrated or rendered it). */
  onStarted?: () => void;
}

/** The whole app, the same on the server and in the browser (hydration needs the same tree). */
export function AppRoot({ queryClient, router, renderedAt, origin, onStarted }: AppRootProps) {
  useEffect(() => onStarted?.(), [onStarted]);
  return (
    <StrictMode>
      <Hydration hydrating={renderedAt !== null}>
        <PageOriginContext value={origin}>
          <RenderTimeContext value={renderedAt}>
            <QueryClientProvider client={queryClient}>
              <RouterProvider router={router} />
              {/* The player bar sits beside the router, not inside it: no route change can ever remount it.
                  It holds the device's playback: it appears once the browser has taken over. */}
              <ClientOnly>
                <PlayerBar actions={<PlayerBarPlaylistButton />} liveActions={<PlayedTitlesButton openPage={() => void router.navigate({ to: '/titres-diffuses' })} />} />
              </ClientOnly>
            </QueryClientProvider>
          </RenderTimeContext>
        </PageOriginContext>
      </Hydration>
    </StrictMode>
  );
}

/**
 * A rendered page starts as the server made it; what depends on the visitor (useHydrated) comes in
 * once hydrated, as a transition: it renders in slices that yield to the browser, and only what reads
 * it renders again (the children are the same elements). Read from a store (useSyncExternalStore), it
 * re-rendered all of it synchronously within the hydration's commit: the longest task of the home's
 * opening on a slow phone.
 */
function Hydration({ hydrating, children }: { hydrating: boolean; children: React.ReactNode }) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  // Says the page now answers taps and shows the device's own state (a server-rendered page is
  // visible before): the parts below Suspense boundaries hydrate after the shell, in later tasks, so
  // this waits for the browser's first idle moment after them. Browser tests wait for it.
  useEffect(() => {
    if (!hydrated) return;
    const markHydrated = () => {
      document.documentElement.dataset.hydrated = 'true';
    };
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
    const frame = requestAnimationFrame(() => idle(markHydrated));
    return () => cancelAnimationFrame(frame);
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}
