import type { CSSProperties } from 'react';
import { formatTime, spokenTime } from '../format-time.ts';
import { seek } from '../player-controls.ts';
import { usePlayerStore } from '../player-store.ts';

interface SeekBarProps {
  label?: string;
  /** 'edge': a thin slider along the top of the player bar, the times shown elsewhere. */
  variant?: 'inline' | 'edge';
}

/** Position of the loaded mix or replay, m:ss; arrows move 1 s, Page keys 10 %. */
export function SeekBar({ label = 'Position de lecture', variant = 'inline' }: SeekBarProps) {
  const position = usePlayerStore((state) => state.position);
  const duration = usePlayerStore((state) => state.duration);
  const known = duration > 0;
  const slider = (
    <input
      type="range"
      className="range seek-bar__slider"
      min={0}
      max={known ? Math.floor(duration) : 0}
      step={1}
      value={known ? Math.min(Math.floor(position), Math.floor(duration)) : 0}
      disabled={!known}
      aria-label={label}
      aria-valuetext={`${spokenTime(position)} sur ${spokenTime(duration)}`}
      style={{ '--range-fill': `${known ? Math.min(100, (position / duration) * 100) : 0}%` } as CSSProperties}
      onChange={(event) => seek(Number(event.currentTarget.value))}
    />
  );
  if (variant === 'edge') return <div className="seek-bar seek-bar--edge">{slider}</div>;
  return (
    <div className="seek-bar">
      <span className="seek-bar__time">{formatTime(position)}</span>
      {slider}
      <span className="seek-bar__time">{lengthShown(duration)}</span>
    </div>
  );
}

/** A recording's length, or '--:--' until the browser knows it (not a false '0:00'). */
const lengthShown = (duration: number) => (duration > 0 ? formatTime(duration) : '--:--');

/** '0:12 / 3:45' for the player bar. */
export function SeekTimes() {
  const position = usePlayerStore((state) => formatTime(state.position));
  const duration = usePlayerStore((state) => lengthShown(state.duration));
  return (
    <span className="player-bar__times" data-testid="player-times">
      {position} / {duration}
    </span>
  );
}
