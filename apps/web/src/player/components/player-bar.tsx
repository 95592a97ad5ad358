import { Pause, Play, RotateCcw, SkipBack, SkipForward } from '../../ui/icons.tsx';
import type { KeyboardEvent, ReactNode } from 'react';
import { backToLive, rewindLive } from '../live-dvr.ts';
import { playNext, playPrevious, selectHasNext, selectHasPrevious, usePlayQueue } from '../play-queue.ts';
import { togglePlay } from '../player-controls.ts';
import { type PlayerSource, isLive, usePlayerStore } from '../player-store.ts';
import { CastButton } from './cast-button.tsx';
import { DataSaverButton } from './data-saver-button.tsx';
import { SeekBar, SeekTimes } from './lazy-seek-bar.tsx';
import { ConnectionIcon, ListenerCount, PlayerClock } from './live-status.tsx';
import { NowPlayingAnnouncer, usePlayerText } from './now-playing-text.tsx';
import { SleepTimerButton } from './sleep-timer-button.tsx';
import { VolumeControl } from './volume-control.tsx';
import { LazyPart } from '../../ui/lazy-part.tsx';

/** Space toggles playback anywhere on the bar, except on a button (where it already presses it). */
function onBarKey(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== ' ' || event.repeat) return;
  const target = event.target as HTMLElement;
  if (target.closest('button, a, select, textarea, input:not([type="range"])')) return;
  event.preventDefault();
  void togglePlay();
}

/** A live stream with a time window: 30 s back, and back to the live edge when behind it. */
function LiveWindowControls() {
  const dvr = usePlayerStore((state) => state.dvr);
  if (!dvr) return null;
  return (
    <div className="player-bar__dvr">
      <button type="button" className="player-bar__dvr-button" aria-label="Reculer de 30 secondes" onClick={rewindLive}>
        <RotateCcw size={18} aria-hidden="true" />
        <span aria-hidden="true">30 s</span>
      </button>
      {dvr.behindLive && (
        <button type="button" className="player-bar__dvr-button player-bar__dvr-button--live" onClick={backToLive}>
          <SkipForward size={18} aria-hidden="true" />
          Revenir au direct
        </button>
      )}
    </div>
  );
}

/**
 * The fixed live player bar, rendered once beside the router so that navigating never
 * remounts it. The radio when nothing else is loaded; a mix or a replay with its seek bar.
 */
export function PlayerBar({ actions, liveActions }: { actions?: ReactNode; liveActions?: ReactNode }) {
  const hasPrevious = usePlayQueue(selectHasPrevious);
  const hasNext = usePlayQueue(selectHasNext);
  const inQueue = usePlayQueue((state) => state.items.length > 0);
  const playing = usePlayerStore((state) => state.playing);
  const item = usePlayerStore((state) => state.item);
  const live = !item || isLive(item);
  const { title, subtitle } = usePlayerText();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the bar takes focus so that space can toggle playback
    <section className="player-bar" data-theme="dark" aria-label="Lecteur" tabIndex={0} onKeyDown={onBarKey}>
      {!live && (
        <LazyPart>
          <SeekBar variant="edge" />
        </LazyPart>
      )}
      <div className={`player-bar__inner ${inQueue || (!live && actions) ? 'player-bar__inner--busy' : ''}`}>
        {inQueue && (
          <button type="button" className="player-bar__skip player-bar__skip--previous" aria-label="Titre précédent" disabled={!hasPrevious} onClick={() => void playPrevious()}>
            <SkipBack size={18} aria-hidden="true" />
          </button>
        )}
        <button
          type="button"
          className={`player-bar__play ${playing ? 'is-playing' : ''}`}
          aria-label={playing ? 'Pause' : 'Lecture'}
          onClick={() => void togglePlay()}
        >
          {playing ? <Pause size={24} aria-hidden="true" /> : <Play size={24} aria-hidden="true" />}
        </button>
        {inQueue && (
          <button type="button" className="player-bar__skip" aria-label="Titre suivant" disabled={!hasNext} onClick={() => void playNext()}>
            <SkipForward size={18} aria-hidden="true" />
          </button>
        )}
        <div className="player-bar__text">
          <div className="player-bar__meta">
            {live ? <span className="badge badge--live player-bar__badge">LIVE</span> : <span className="player-bar__badge player-bar__badge--item">{ITEM_BADGE[item?.source.kind ?? 'emission']}</span>}
            {live ? (
              <ListenerCount />
            ) : (
              <LazyPart>
                <SeekTimes />
              </LazyPart>
            )}
            <ConnectionIcon />
            <PlayerClock />
          </div>
          <p className="player-bar__title" data-testid="player-title">
            {title}
          </p>
          <p className="player-bar__subtitle" data-testid="player-subtitle">
            {subtitle}
          </p>
        </div>
        {!live && (
          <div className="player-bar__progress">
            <LazyPart>
              <SeekBar />
            </LazyPart>
          </div>
        )}
        {!live && actions}
        {live && <LiveWindowControls />}
        <div className="player-bar__tools">
          {live && liveActions}
          {live && <DataSaverButton />}
          <SleepTimerButton />
          <CastButton />
        </div>
        <VolumeControl />
      </div>
      <NowPlayingAnnouncer />
    </section>
  );
}

const ITEM_BADGE: Record<PlayerSource['kind'], string> = { live: 'LIVE', mix: 'MIX', emission: 'REDIFFUSION', podcast: 'PODCAST' };
