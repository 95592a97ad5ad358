// First: the global sheet opens the entry's CSS, so the feature sheets bundled with the entry (the header's
// account menu...) come after it, as every lazy chunk's sheet does (issue 20 §3).
import './styles/index.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PlayerBarPlaylistButton } from './engagement/playlists/components/player-bar-playlist-button.tsx';
import { PlayedTitlesButton } from './features/played-titles/components/played-titles-button.tsx';
import { queryClient } from './lib/query-client.ts';
import { startOutbox } from './offline/outbox-replayer.ts';
import { refreshWhenBackOnline } from './offline/offline-refresh.ts';
import { warmOfflineCache } from './offline/offline-warmup.ts';
import { listenForInstallPrompt } from './pwa/install-prompt.ts';
import { registerServiceWorker } from './pwa/register-sw.ts';
import { PlayerBar } from './player/components/player-bar.tsx';
import { startPlayer } from './player/start-player.ts';
import { router } from './router.tsx';

// Before the first render: the install prompt may fire as soon as the page loads.
listenForInstallPrompt();
void registerServiceWorker();
startOutbox(queryClient);
refreshWhenBackOnline(queryClient);
void warmOfflineCache();

/** The 'Écouter en direct' shortcut of the installed app opens /?play=live (issue 4); the query goes once read. */
function takePlayLiveQuery(): boolean {
  const url = new URL(window.location.href);
  if (url.searchParams.get('play') !== 'live') return false;
  url.searchParams.delete('play');
  router.history.replace(`${url.pathname}${url.search}${url.hash}`);
  return true;
}

void startPlayer({ playLiveNow: takePlayLiveQuery() });

// The player bar sits beside the router, not inside it: no route change can ever remount it.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <PlayerBar actions={<PlayerBarPlaylistButton />} liveActions={<PlayedTitlesButton openPage={() => void router.navigate({ to: '/titres-diffuses' })} />} />
    </QueryClientProvider>
  </StrictMode>,
);
