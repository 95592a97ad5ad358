import type { StationConfig } from '@station/shared';
import { Link, useRouterState } from '@tanstack/react-router';
import { MapPin, Menu, Phone, Search, X } from '../icons.tsx';
import { type ReactNode, useEffect, useState } from 'react';
import { InstallButton } from '../../pwa/install-button.tsx';
import { Logo } from '../logo.tsx';
import { SocialLinks } from '../social-icons.tsx';
import { HeaderClock } from './header-clock.tsx';
import { LiveButton } from './live-button.tsx';
import { type NavLink, type ViewerRole, navLinksFor } from './nav-links.ts';
import { telHref } from './phone-link.ts';
import { ThemeToggle } from './theme-toggle.tsx';

interface SiteHeaderProps {
  station?: StationConfig;
  stationName: string;
  /** Who is signed in: picks the role-only links. */
  role: ViewerRole;
  /** The login control (or the account menu) for the bar, and its mobile-menu form; the staff's pending count. */
  account: { bar: ReactNode; menu: ReactNode; staffBadge?: ReactNode };
}

// The staff's way in shows how many items wait for moderation.
const isStaffLink = (to: unknown) => to === '/admin-panel';

/** The navigation's links, in the bar and in the mobile menu. */
function NavList({ links, linkClassName, staffBadge, onNavigate }: { links: NavLink[]; linkClassName: string; staffBadge: ReactNode; onNavigate?: () => void }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} activeOptions={{ exact: link.to === '/' }} className={linkClassName} onClick={onNavigate}>
            {link.label}
            {isStaffLink(link.to) && staffBadge}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The station's phone, address and networks: in the top bar, and in the mobile menu. */
function StationContact({ station, className, iconSize }: { station: StationConfig; className: string; iconSize: number }) {
  return (
    <div className={className}>
      <a href={telHref(station.phone)}>
        <Phone size={iconSize} aria-hidden="true" />
        {station.phone}
      </a>
      <span>
        <MapPin size={iconSize} aria-hidden="true" />
        {station.address}
      </span>
      <SocialLinks social={station.social} />
    </div>
  );
}

export function SiteHeader({ station, stationName, role, account }: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // Header: role-only links follow the session, updated in place at login and logout.
  const links = navLinksFor(role);

  // Any navigation closes the mobile menu, so does signing in or out from it (the listener goes
  // back to the page they were on), and so does Escape.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname and role are the triggers, not inputs
  useEffect(() => setMenuOpen(false), [pathname, role]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <div className="top-bar">
        <div className="container top-bar__inner">
          <HeaderClock showDate />
          <InstallButton inTopBar />
          {station && <StationContact station={station} className="top-bar__contact" iconSize={14} />}
        </div>
      </div>

      <div className={`container nav-bar ${links.length > 4 ? 'nav-bar--crowded' : ''}`}>
        <Logo name={stationName} />
        <nav className="main-nav" aria-label="Navigation principale">
          <NavList links={links} linkClassName="nav-link" staffBadge={account.staffBadge} />
        </nav>
        <div className="nav-bar__actions">
          <LiveButton className="hide-on-mobile" />
          <span className="show-on-mobile nav-bar__clock">
            <HeaderClock />
          </span>
          {/* Search across the station, from every page. */}
          <Link to="/recherche" className="icon-button nav-bar__search" aria-label="Rechercher" title="Rechercher">
            <Search size={20} aria-hidden="true" />
          </Link>
          <ThemeToggle />
          {account.bar}
          <button
            type="button"
            className="icon-button show-on-mobile nav-bar__burger"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Fermer le menu' : 'Ouvrir le menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
          </button>
        </div>
      </div>

      {/* Always in the DOM so aria-controls points somewhere; `hidden` keeps it out of reach when closed. */}
      <div id="mobile-menu" className="mobile-menu" hidden={!menuOpen}>
          <nav aria-label="Menu mobile">
            <NavList links={links} linkClassName="mobile-menu__link" staffBadge={account.staffBadge} onNavigate={() => setMenuOpen(false)} />
          </nav>
          <div className="mobile-menu__actions">
            <LiveButton />
            <InstallButton withHint />
            {account.menu}
          </div>
          {station && <StationContact station={station} className="mobile-menu__contact" iconSize={16} />}
      </div>
    </header>
  );
}
