import { Link } from '@tanstack/react-router';
import { ChevronLeft } from '../icons.tsx';
import type { ReactNode } from 'react';

/** A screen of the admin panel on its own (contests, mails, the letter...): the way back, then the screen. */
export function AdminSubPage({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return (
    <div className={narrow ? 'container container--narrow' : 'container'}>
      <p className="page-back">
        <Link to="/admin-panel" className="btn btn--ghost btn--small">
          <ChevronLeft size={16} aria-hidden="true" /> Administration
        </Link>
      </p>
      {children}
    </div>
  );
}
