import { Link } from '@tanstack/react-router';
import { Mic } from '../../../ui/icons.tsx';
import type { ReactNode } from 'react';
import { useSession } from '../../../session/session-query.ts';
import { useAuthModalStore } from '../../../session/auth-modal-store.ts';

/**
 * The contest's call to action: a signed-in talent goes to the registration form; anyone else gets
 * the talent modal first.
 */
export function TalentEntryButton({ children, className = 'btn btn--primary btn--large' }: { children: ReactNode; className?: string }) {
  const { account } = useSession();
  const openTalent = useAuthModalStore((state) => state.openTalent);
  if (account?.role === 'talent') {
    return (
      <Link to="/inscription-concours" className={className}>
        <Mic size={20} aria-hidden="true" />
        {children}
      </Link>
    );
  }
  return (
    <button type="button" className={className} onClick={() => openTalent('login')}>
      <Mic size={20} aria-hidden="true" />
      {children}
    </button>
  );
}
