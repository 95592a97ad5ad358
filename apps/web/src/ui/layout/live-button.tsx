import { Radio } from '../icons.tsx';
import { toggleLive } from '../../player/player-controls.ts';
import { selectLivePlaying, usePlayerStore } from '../../player/player-store.ts';

// Header: 'Écouter en Direct' when stopped, 'En Direct' when playing.
export function LiveButton({ className = '' }: { className?: string }) {
  const playing = usePlayerStore(selectLivePlaying);
  return (
    <button type="button" className={`btn btn--live ${playing ? 'is-playing' : ''} ${className}`} onClick={() => void toggleLive()}>
      <Radio size={18} aria-hidden="true" />
      {playing ? 'En Direct' : 'Écouter en Direct'}
    </button>
  );
}
