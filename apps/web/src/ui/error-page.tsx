import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { TriangleAlert } from './icons.tsx';
import { useEffect } from 'react';

// Uncaught rendering errors show a generic page titled 'Unexpected Application Error!'.
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  // Rendered without the app's shell when the shell itself failed: the page's splash must not hide it.
  useEffect(() => document.getElementById('static-splash')?.remove(), []);
  const message = error instanceof Error ? error.message : String(error);
  // A failed loader needs the route to load again, not only the boundary to reset.
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <div className="container status-page" role="alert">
      <TriangleAlert size={48} className="status-page__icon" aria-hidden="true" />
      <h1>Unexpected Application Error!</h1>
      <p className="muted">Une erreur inattendue s'est produite pendant l'affichage de cette page.</p>
      {message && <pre className="status-page__detail">{message}</pre>}
      <div className="status-page__actions">
        <button type="button" className="btn btn--primary" onClick={retry}>
          Réessayer
        </button>
        <a className="btn btn--ghost" href="/">
          Retour à l'accueil
        </a>
      </div>
    </div>
  );
}
