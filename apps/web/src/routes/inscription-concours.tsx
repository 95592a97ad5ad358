import { Link, createFileRoute } from '@tanstack/react-router';
import { ChevronLeft, LogIn, Lock, Mic } from 'lucide-react';
import { useSession } from '../features/auth/api/session-query.ts';
import { useAuthModalStore } from '../features/auth/auth-modal-store.ts';
import { pageHead } from '../lib/page-head.ts';
import { PageHeading } from '../ui/page-heading.tsx';

export const Route = createFileRoute('/inscription-concours')({
  head: pageHead('Inscription au Concours'),
  component: ContestRegistrationPage,
});

// spec 2 §2: without a login the page shows 'Connexion Requise' and a way back to the contest.
// The registration form itself comes with the contest issue.
function ContestRegistrationPage() {
  const { account } = useSession();
  const openTalent = useAuthModalStore((state) => state.openTalent);
  return (
    <div className="container">
      <PageHeading title="Inscription au Concours" eyebrow="Concours de Talents" />
      {account?.role === 'talent' ? (
        <div className="notice" role="note">
          <Mic size={28} className="notice__icon" aria-hidden="true" />
          <p>Connecté en tant que {account.name}. Le formulaire d'inscription au concours arrive bientôt.</p>
        </div>
      ) : (
        <div className="notice" role="note">
          <Lock size={28} className="notice__icon" aria-hidden="true" />
          <div>
            <p className="notice__title">Connexion Requise</p>
            <p className="muted">Veuillez vous connecter pour vous inscrire.</p>
          </div>
        </div>
      )}
      <p className="page-actions">
        {account?.role !== 'talent' && (
          <button type="button" className="btn btn--primary" onClick={() => openTalent('login')}>
            <LogIn size={18} aria-hidden="true" />
            Se connecter
          </button>
        )}
        <Link to="/concours-talents" className="btn btn--ghost">
          <ChevronLeft size={18} aria-hidden="true" />
          Retour au concours
        </Link>
      </p>
    </div>
  );
}
