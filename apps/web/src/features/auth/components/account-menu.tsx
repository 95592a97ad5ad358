import type { Account, AccountRole } from '@station/shared';
import { shellMessages } from '@station/shared/client';
import { Link } from '@tanstack/react-router';
import { ChevronDown, Download, ListMusic, LogOut, ShieldCheck, UserRound, Users } from '../../../ui/icons.tsx';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useLogout } from '../api/auth-mutations.ts';
import { AccountAvatar } from '../../../ui/account-avatar.tsx';

const ROLE_LABELS: Record<AccountRole, string> = {
  user: 'Auditeur',
  talent: 'Talent',
  admin: 'Administrateur',
  moderator: 'Admin-animateur',
};

/** A signed-in account and its menu (account-control.tsx loads it once someone is signed in). */
export function AccountMenu({ account, variant, extraItems }: { account: Account; variant: 'bar' | 'menu'; extraItems?: ReactNode }) {
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => rootRef.current?.contains(event.target as Node) || setOpen(false);
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const signOut = () => {
    setOpen(false);
    logout.mutate(undefined, { onSettled: () => toast.success(shellMessages.loggedOut) });
  };
  const items = (
    // A link followed closes the menu, whichever feature's item it is.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the links inside are the controls; this only closes the menu after one
    <ul className="account-menu__list" onClick={(event) => (event.target as Element).closest('a') && setOpen(false)}>
      {account.role !== 'admin' && (
        <li>
          <Link to="/profile" className="account-menu__item" onClick={() => setOpen(false)}>
            <UserRound size={18} aria-hidden="true" />
            Mon profil
          </Link>
        </li>
      )}
      {/* Admin-presenters reach the moderation queue (their dedications) from here. */}
      {account.role === 'moderator' && (
        <li>
          <Link to="/moderation" className="account-menu__item" onClick={() => setOpen(false)}>
            <ShieldCheck size={18} aria-hidden="true" />
            Modération
          </Link>
        </li>
      )}
      {/* The listener's playlists (/playlists), for every account that can own one. */}
      {account.role !== 'moderator' && (
        <li>
          <Link to="/playlists" className="account-menu__item" onClick={() => setOpen(false)}>
            <ListMusic size={18} aria-hidden="true" />
            Mes playlists
          </Link>
        </li>
      )}
      {/* Another feature's items (the studio), from the root: only in the desktop menu, rendered
          once opened; the phone's menu is always in the page. */}
      {variant === 'bar' && extraItems}
      {account.role === 'admin' && (
        <>
          <li>
            <Link to="/admin-animateurs" className="account-menu__item" onClick={() => setOpen(false)}>
              <Users size={18} aria-hidden="true" />
              Admin-animateurs
            </Link>
          </li>
          <li>
            <a href="/api/newsletter/export.csv" className="account-menu__item" download onClick={() => setOpen(false)}>
              <Download size={18} aria-hidden="true" />
              Exporter la newsletter (CSV)
            </a>
          </li>
        </>
      )}
      <li>
        <button type="button" className="account-menu__item" onClick={signOut} disabled={logout.isPending}>
          <LogOut size={18} aria-hidden="true" />
          Déconnexion
        </button>
      </li>
    </ul>
  );

  const identity = (
    <>
      <AccountAvatar url={account.avatar_url} size={30} />
      <span className="account-menu__name">{account.name}</span>
    </>
  );

  if (variant === 'menu') {
    return (
      <div className="account-menu account-menu--inline">
        <p className="account-menu__identity">
          {identity}
          <span className="account-menu__role">{ROLE_LABELS[account.role]}</span>
        </p>
        {items}
      </div>
    );
  }
  return (
    <div className="account-menu hide-on-mobile" ref={rootRef}>
      <button
        type="button"
        className="btn btn--ghost account-menu__toggle"
        aria-expanded={open}
        aria-haspopup="true"
        aria-label={`Mon compte : ${account.name}`}
        onClick={() => setOpen((shown) => !shown)}
      >
        {identity}
        <ChevronDown size={16} aria-hidden="true" />
      </button>
      {open && (
        <div className="account-menu__popover">
          <p className="account-menu__identity">
            <span className="account-menu__name">{account.name}</span>
          </p>
          <p className="account-menu__role">{ROLE_LABELS[account.role]}</p>
          {items}
        </div>
      )}
    </div>
  );
}
