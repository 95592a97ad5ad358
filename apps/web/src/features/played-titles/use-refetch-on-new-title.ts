// 'Titres diffusés' are 'pushed to open pages with the now-playing events already in place': the player
// already receives each new title (player/live-info.ts, Server-Sent Events); when it changes, the
// lists of played titles on screen are read again. The live feed itself is left as it is.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { usePlayerStore } from '../../player/player-store.ts';

export function useRefetchOnNewTitle() {
  const queryClient = useQueryClient();
  const track = usePlayerStore((state) => state.nowPlaying?.track ?? null);
  useEffect(() => {
    if (!track) return;
    // The recorder stores a change within ~2 s; reading at once and once more catches it either way.
    void queryClient.invalidateQueries({ queryKey: ['played-titles'] });
    const again = setTimeout(() => void queryClient.invalidateQueries({ queryKey: ['played-titles'] }), 2_500);
    return () => clearTimeout(again);
  }, [track, queryClient]);
}
