import { Users, Wifi, WifiOff } from '../../ui/icons.tsx';
import { useState } from 'react';
import { useSession } from '../../session/session-query.ts';
import { parisTime } from '../../lib/format.ts';
import { useNow } from '../../lib/use-now.ts';
import { usePlayerStore } from '../player-store.ts';

/**
 * The real count of players on the live stream; nothing until it is known.
 * Admins also see where it comes from and the other figure (Icecast's connections, the app's players).
 */
export function ListenerCount() {
  const listeners = usePlayerStore((state) => state.listeners);
  const figures = usePlayerStore((state) => state.listenerFigures);
  const isAdmin = useSession().account?.role === 'admin';
  const [sources, setSources] = useState(false);
  if (listeners === null) return null;
  // On a phone the line beside the LIVE badge holds ~90 px: the figure and a person icon there,
  // the word for screen readers (it read '0 au' under the connection icon before).
  const count = (
    <span className="player-bar__count">
      <Users size={12} aria-hidden="true" className="player-bar__listeners-icon" />
      {listeners}
      <span className="player-bar__unit"> {listeners > 1 ? 'auditeurs' : 'auditeur'}</span>
    </span>
  );
  if (!isAdmin || !figures) {
    return (
      <span className="player-bar__listeners" data-testid="listener-count">
        {count}
      </span>
    );
  }
  // On a phone the line cannot hold both: the count, or its sources after a tap (both on one line,
  // they were cut to '0 auditeur (a…'). Wider screens show both, side by side.
  return (
    <button
      type="button"
      className="player-bar__listeners player-bar__listeners--sources"
      aria-pressed={sources}
      title="Afficher les sources du compte d'auditeurs"
      onClick={() => setSources((shown) => !shown)}
      data-testid="listener-count"
    >
      {count}
      <span className="player-bar__figures" data-testid="listener-figures">
        app : {figures.app_listeners} · Icecast : {figures.icecast_listeners ?? '—'}
      </span>
    </button>
  );
}

/** The connected or disconnected icon of the live stream. */
export function ConnectionIcon() {
  const connected = usePlayerStore((state) => state.connection === 'connected');
  const label = connected ? 'Connecté' : 'Déconnecté';
  return (
    <span role="img" aria-label={label} title={label} className={`player-bar__connection ${connected ? '' : 'is-offline'}`}>
      {connected ? <Wifi size={16} aria-hidden="true" /> : <WifiOff size={16} aria-hidden="true" />}
    </span>
  );
}

/** A clock in HH:mm, Paris time. */
export function PlayerClock() {
  const now = useNow(1_000);
  return (
    <time className="player-bar__clock" dateTime={now.toISOString()}>
      {parisTime(now)}
    </time>
  );
}
