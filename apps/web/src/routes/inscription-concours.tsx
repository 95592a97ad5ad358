import type { RegistrationCategory } from '@station/shared';
import { contestMessages } from '@station/shared/client';
import { Link, createFileRoute } from '@tanstack/react-router';
import { ChevronLeft, LogIn, Lock, Mic } from '../ui/icons.tsx';
import { type CSSProperties, useState } from 'react';
import { useSession } from '../session/session-query.ts';
import { useAuthModalStore } from '../session/auth-modal-store.ts';
import { activeContestsQuery } from '../features/contests/api/contests-query.ts';
import { RegistrationForm } from '../features/contests/components/registration-form.tsx';
import { genreLook } from '../features/contests/genres.ts';
import { loadQueries } from '../lib/load-queries.ts';
import { pageHead } from '../lib/page-head.ts';
import { PageHeading } from '../ui/page-heading.tsx';
import { SessionPending } from '../ui/session-pending.tsx';

export const Route = createFileRoute('/inscription-concours')({
  loader: ({ context }) => loadQueries(context.queryClient, activeContestsQuery()),
  head: pageHead('Inscription au Concours'),
  component: ContestRegistrationPage,
});

const BackToContest = () => (
  <Link to="/concours-talents" className="btn btn--ghost">
    <ChevronLeft size={18} aria-hidden="true" />
    Retour au concours
  </Link>
);

// 'Talent contest registration form': the talent account is the artist profile.
function ContestRegistrationPage() {
  const { account, pending } = useSession();
  const openTalent = useAuthModalStore((state) => state.openTalent);
  const [category, setCategory] = useState<RegistrationCategory>('pop');
  const look = genreLook(category);
  if (!account && pending) {
    return (
      <div className="container">
        <PageHeading title="Inscription au Concours" eyebrow="Concours de Talents" />
        <SessionPending />
      </div>
    );
  }
  if (account?.role !== 'talent') {
    return (
      <div className="container">
        <PageHeading title="Inscription au Concours" eyebrow="Concours de Talents" />
        <div className="notice" role="note">
          {account ? <Mic size={28} className="notice__icon" aria-hidden="true" /> : <Lock size={28} className="notice__icon" aria-hidden="true" />}
          <div>
            <p className="notice__title">{account ? 'Profil artiste requis' : 'Connexion Requise'}</p>
            <p className="muted">{account ? contestMessages.artistProfileRequired : contestMessages.registrationLoginRequired}</p>
          </div>
        </div>
        <p className="page-actions">
          <button type="button" className="btn btn--primary" onClick={() => openTalent(account ? 'register' : 'login')}>
            {account ? <Mic size={18} aria-hidden="true" /> : <LogIn size={18} aria-hidden="true" />}
            {account ? 'Créer mon profil artiste' : 'Se connecter'}
          </button>
          <BackToContest />
        </p>
      </div>
    );
  }
  return (
    // Background and colour follow the chosen category.
    <div className="registration-page" style={{ '--genre-colour': look.colour, backgroundImage: `url(${look.image})` } as CSSProperties} data-category={category}>
      <div className="container registration-page__inner">
        <p>
          <BackToContest />
        </p>
        <PageHeading title="Inscription au Concours" eyebrow={`Catégorie : ${look.label}`} />
        <RegistrationForm defaults={{ name: account.name, email: account.email }} onCategory={setCategory} />
      </div>
    </div>
  );
}
