import { Cast } from '../../ui/icons.tsx';
import { type CastState, chooseCastDevice, useCast } from '../cast.ts';

const LABELS: Record<CastState, string> = {
  disconnected: 'Diffuser sur un appareil',
  connecting: 'Connexion à l’appareil…',
  connected: 'Diffusé sur un appareil : changer ou arrêter',
};

/** The cast button, only where the browser reports a device to play on. */
export function CastButton() {
  const available = useCast((state) => state.available);
  const state = useCast((state) => state.state);
  if (!available && state === 'disconnected') return null;
  return (
    <button type="button" className={`player-bar__skip cast-button is-${state}`} aria-label={LABELS[state]} data-cast-state={state} onClick={chooseCastDevice}>
      <Cast size={18} aria-hidden="true" />
    </button>
  );
}
