import { Link } from '@tanstack/react-router';
import { Compass } from './icons.tsx';

export function NotFoundPage() {
  return (
    <div className="container status-page">
      <Compass size={48} className="status-page__icon" aria-hidden="true" />
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1>Page introuvable</h1>
      <p className="muted">Cette page n'existe pas ou a été déplacée.</p>
      <div className="status-page__actions">
        <Link to="/" className="btn btn--primary">
          Retour à l'accueil
        </Link>
      </div>
    </div>
  );
}
