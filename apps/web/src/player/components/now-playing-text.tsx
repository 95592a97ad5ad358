import { useEffect, useState } from 'react';
import { type PlayerState, isLive, usePlayerStore } from '../player-store.ts';
import { DEFAULT_TAGLINE, TAGLINE_ROTATION_MS, nextTagline } from '../taglines.ts';

/** Every 45 s the paused bar's station label changes to another of the 8 taglines. */
function useTagline() {
  const [tagline, setTagline] = useState(DEFAULT_TAGLINE);
  useEffect(() => {
    const timer = window.setInterval(() => setTagline((current) => nextTagline(current)), TAGLINE_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, []);
  return tagline;
}

/** The current-track line of the live stream: the Icecast track, else the programme on air. */
export function liveTrackLine({ nowPlaying }: Pick<PlayerState, 'nowPlaying'>): string | null {
  if (nowPlaying?.track) return nowPlaying.track;
  const programme = nowPlaying?.programme;
  if (!programme) return null;
  return programme.host ? `${programme.title} · avec ${programme.host}` : programme.title;
}

/** Title and subtitle of the bar: the programme on air for the radio; the item's own for a mix or replay. */
export function usePlayerText(): { title: string; subtitle: string } {
  const tagline = useTagline();
  const item = usePlayerStore((state) => state.item);
  const playing = usePlayerStore((state) => state.playing);
  const connected = usePlayerStore((state) => state.connection === 'connected');
  const trackLine = usePlayerStore(liveTrackLine);
  if (item && !isLive(item)) return { title: item.title, subtitle: item.artist ?? '' };
  if (!playing) return { title: tagline, subtitle: 'Radio en pause' };
  // Never 'Radio en pause' while the listener wants to listen.
  if (!connected) return { title: 'RIEN QUE DE LIVE', subtitle: 'Reconnexion…' };
  return { title: 'RIEN QUE DE LIVE', subtitle: trackLine ?? DEFAULT_TAGLINE };
}

/**
 * Announces what plays, politely: a new programme, track, mix or replay, or the
 * pause. The rotating tagline and the clock are left out: they would only be noise.
 */
export function NowPlayingAnnouncer() {
  const message = usePlayerStore((state) => {
    if (!state.item) return '';
    if (!state.playing) return 'Lecture en pause';
    if (!isLive(state.item)) return `En écoute : ${state.item.title}${state.item.artist ? `, ${state.item.artist}` : ''}`;
    const line = liveTrackLine(state);
    return `En direct${line ? ` : ${line}` : ''}`;
  });
  return (
    <p className="visually-hidden" aria-live="polite" data-testid="player-announcer">
      {message}
    </p>
  );
}
