import type { StationConfig } from '@station/shared';
import { Link, useRouterState } from '@tanstack/react-router';
import { MapPin, Menu, Phone, Search, X } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { InstallButton } from '../../pwa/install-button.tsx';
import { Logo } from '../logo.tsx';
import { SocialLinks } from '../social-icons.tsx';
import { HeaderClock } from './header-clock.tsx';
import { LiveButton } from './live-button.tsx';
import { type ViewerRole, navLinksFor } from './nav-links.ts';
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

// Issue 10: the staff's way in shows how many items wait for moderation.
const isStaffLink = (to: unknown) => to === '/admin-panel';

export function SiteHeader({ station, stationName, role, account }: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // spec 1 §2 Header: role-only links follow the session, updated in place at login and logout.
  const links = navLinksFor(role);

  // Any navigation closes the mobile menu, and so does Escape.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input
  useEffect(() => setMenuOpen(false), [pathname]);
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
          {station && (
            <div className="top-bar__contact">
              <a href={telHref(station.phone)}>
                <Phone size={14} aria-hidden="true" />
                {station.phone}
              </a>
              <span>
                <MapPin size={14} aria-hidden="true" />
                {station.address}
              </span>
              <SocialLinks social={station.social} />
            </div>
          )}
        </div>
      </div>

      <div className={`container nav-bar ${links.length > 4 ? 'nav-bar--crowded' : ''}`}>
        <Logo name={stationName} />
        <nav className="main-nav" aria-label="Navigation principale">
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} activeOptions={{ exact: link.to === '/' }} className="nav-link">
                  {link.label}
                  {isStaffLink(link.to) && account.staffBadge}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="nav-bar__actions">
          <LiveButton className="hide-on-mobile" />
          <span className="show-on-mobile nav-bar__clock">
            <HeaderClock />
          </span>
          {/* Issue 26: search across the station, from every page. */}
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
            <ul>
              {links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} activeOptions={{ exact: link.to === '/' }} className="mobile-menu__link" onClick={() => setMenuOpen(false)}>
                    {link.label}
                    {isStaffLink(link.to) && account.staffBadge}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mobile-menu__actions">
            <LiveButton />
            <InstallButton withHint />
            {account.menu}
          </div>
          {station && (
            <div className="mobile-menu__contact">
              <a href={telHref(station.phone)}>
                <Phone size={16} aria-hidden="true" />
                {station.phone}
              </a>
              <span>
                <MapPin size={16} aria-hidden="true" />
                {station.address}
              </span>
              <SocialLinks social={station.social} />
            </div>
          )}
      </div>
    </header>
  );
}
