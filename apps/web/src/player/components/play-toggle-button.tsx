import { Pause, Play } from '../../ui/icons.tsx';
import { toggleItem } from '../player-controls.ts';
import { type PlayerItem, sameSource, selectSourcePlaying, usePlayerStore } from '../player-store.ts';
import { SeekBar } from './lazy-seek-bar.tsx';
import { LazyPart } from '../../ui/lazy-part.tsx';

interface PlayToggleButtonProps {
  item: PlayerItem;
  /** What the button plays, for its accessible name ('Écouter Nuit Blanche'). */
  label: string;
}

/**
 * 'Écouter' / 'Pause' for a mix or a replay: plays it in the one player (stopping whatever
 * played), and shows its progress while it is the loaded item.
 */
export function PlayToggleButton({ item, label }: PlayToggleButtonProps) {
  const playing = usePlayerStore(selectSourcePlaying(item.source));
  const loaded = usePlayerStore((state) => sameSource(state.item?.source, item.source));
  return (
    <div className="play-toggle">
      <button
        type="button"
        className={`btn btn--small btn--live ${playing ? 'is-playing' : ''}`}
        aria-label={`${playing ? 'Mettre en pause' : 'Écouter'} ${label}`}
        onClick={() => void toggleItem(item)}
      >
        {playing ? <Pause size={16} aria-hidden="true" /> : <Play size={16} aria-hidden="true" />}
        {playing ? 'Pause' : 'Écouter'}
      </button>
      {loaded && (
        <LazyPart>
          <SeekBar label={`Position de lecture de ${label}`} />
        </LazyPart>
      )}
    </div>
  );
}
