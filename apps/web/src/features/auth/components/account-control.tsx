import { LogIn } from '../../../ui/icons.tsx';
import { lazy, type ReactNode } from 'react';
import { useSession } from '../../../session/session-query.ts';
import { useAuthModalStore } from '../../../session/auth-modal-store.ts';
import { AccountAvatar } from '../../../ui/account-avatar.tsx';
import '../auth.css';
import { LazyPart } from '../../../ui/lazy-part.tsx';

// The account's menu loads once someone is signed in: most first visits are a visitor's, who sees
// only 'Connexion'.
const AccountMenu = lazy(() => import('./account-menu.tsx').then((module) => ({ default: module.AccountMenu })));

/** The header's login control: 'Connexion', or the account and its menu. */
export function AccountControl({ variant, extraItems }: { variant: 'bar' | 'menu'; extraItems?: ReactNode }) {
  const { account } = useSession();
  const openAuth = useAuthModalStore((state) => state.openAuth);
  if (!account) {
    return (
      <button type="button" className={`btn btn--ghost ${variant === 'bar' ? 'hide-on-mobile' : ''}`} onClick={() => openAuth()}>
        <LogIn size={18} aria-hidden="true" />
        Connexion
      </button>
    );
  }
  // While the menu loads: who is signed in, in the menu's place, so the header does not move.
  const loading = (
    <p className={variant === 'bar' ? 'account-menu hide-on-mobile' : 'account-menu account-menu--inline'} aria-busy="true">
      <span className={variant === 'bar' ? 'btn btn--ghost account-menu__toggle' : 'account-menu__identity'}>
        <AccountAvatar url={account.avatar_url} size={30} />
        <span className="account-menu__name">{account.name}</span>
      </span>
    </p>
  );
  return (
    <LazyPart fallback={loading}>
      <AccountMenu account={account} variant={variant} extraItems={extraItems} />
    </LazyPart>
  );
}
