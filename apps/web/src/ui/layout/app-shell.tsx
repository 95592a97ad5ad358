import type { StationConfig } from '@station/shared';
import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { OfflineBanner } from '../../offline/offline-banner.tsx';
import { UpdatePrompt } from '../../pwa/update-prompt.tsx';
import { useTheme } from '../theme/theme-store.ts';
import { CallButton } from './call-button.tsx';
import { SiteFooter } from './site-footer.tsx';
import type { ViewerRole } from './nav-links.ts';
import { SiteHeader } from './site-header.tsx';

const TOAST_OFFSET = { top: 'calc(var(--header-height) + var(--offline-banner-height, 0px) + 12px)' };

interface AppShellProps {
  station?: StationConfig;
  stationName: string;
  newsletter: ReactNode;
  /** The signed-in role and the header's account controls (features/auth, composed by the root route). */
  account: { role: ViewerRole; bar: ReactNode; menu: ReactNode; staffBadge?: ReactNode };
  /** Modals mounted once, outside the page (the account modals). */
  overlays?: ReactNode;
  children: ReactNode;
}

/** Header, main area, footer and the fixed player bar's place, around every page. */
export function AppShell({ station, stationName, newsletter, account, overlays, children }: AppShellProps) {
  const theme = useTheme();
  const isHome = useRouterState({ select: (state) => state.location.pathname === '/' });
  const navigating = useRouterState({ select: (state) => state.status === 'pending' });

  return (
    <>
      <a href="#main" className="skip-link">
        Aller au contenu
      </a>
      {/* A page's data is loading after a click: say so at once rather than looking stuck. */}
      <div className="route-progress" hidden={!navigating} aria-hidden="true" />
      <div className="app">
        <SiteHeader station={station} stationName={stationName} role={account.role} account={account} />
        <OfflineBanner />
        {/* The home page is always dark with light text, whatever the theme. */}
        <main id="main" className={`site-main ${isHome ? 'site-main--home' : ''}`} data-theme={isHome ? 'dark' : undefined} tabIndex={-1}>
          {children}
        </main>
        <SiteFooter station={station} stationName={stationName} newsletter={newsletter} />
        {station && <CallButton phone={station.phone} />}
      </div>
      {overlays}
      <UpdatePrompt />
      {/* Below the sticky header and the offline banner: a toast must never cover their buttons ('Connexion' right after a logout, 'N envois en attente'). */}
      <Toaster position="top-right" offset={TOAST_OFFSET} mobileOffset={TOAST_OFFSET} duration={3000} theme={theme} closeButton />
    </>
  );
}
