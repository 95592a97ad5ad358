import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';

/** Shown where a signed-in account is needed. */
export function LoginRequired({ children }: { children: ReactNode }) {
  return (
    <div className="notice" role="note">
      <Lock size={28} className="notice__icon" aria-hidden="true" />
      <div>
        <p className="notice__title">Connexion requise</p>
        <p className="muted">{children}</p>
      </div>
    </div>
  );
}
