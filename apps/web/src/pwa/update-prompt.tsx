import { RefreshCw } from '../ui/icons.tsx';
import { useUpdateStore } from './update-store.ts';
import './pwa.css';

/** 'Nouvelle version disponible' with 'Mettre à jour'; the reload keeps the player's item. */
export function UpdatePrompt() {
  const { waiting, apply, dismiss } = useUpdateStore();
  if (!waiting) return null;
  return (
    <section className="update-prompt" role="status" aria-label="Mise à jour">
      <RefreshCw size={20} aria-hidden="true" />
      <p className="update-prompt__text">Nouvelle version disponible</p>
      <button type="button" className="btn btn--primary btn--small" onClick={apply}>
        Mettre à jour
      </button>
      <button type="button" className="btn btn--ghost btn--small" onClick={dismiss}>
        Plus tard
      </button>
    </section>
  );
}
