import type { CSSProperties } from 'react';
import { Volume1, Volume2, VolumeX } from '../../ui/icons.tsx';
import { setVolume, toggleMute } from '../player-controls.ts';
import { usePlayerStore } from '../player-store.ts';

/** Slider 0–100 (default 80) and mute button; 0 mutes, above 0 unmutes. */
export function VolumeControl() {
  const volume = usePlayerStore((state) => state.volume);
  const muted = usePlayerStore((state) => state.muted);
  const shown = muted ? 0 : volume;
  const Icon = shown === 0 ? VolumeX : shown < 50 ? Volume1 : Volume2;
  return (
    <div className="volume">
      <button type="button" className="player-icon-button" aria-label={muted ? 'Rétablir le son' : 'Couper le son'} onClick={toggleMute}>
        <Icon size={20} aria-hidden="true" />
      </button>
      <input
        type="range"
        className="range volume__slider"
        min={0}
        max={100}
        step={1}
        value={shown}
        aria-label="Volume"
        aria-valuetext={`${shown} %`}
        style={{ '--range-fill': `${shown}%` } as CSSProperties}
        onChange={(event) => setVolume(Number(event.currentTarget.value))}
      />
    </div>
  );
}
