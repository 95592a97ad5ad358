import type { LinkProps } from '@tanstack/react-router';

export type ViewerRole = 'visitor' | 'user' | 'talent' | 'admin' | 'moderator';

export interface NavLink {
  to: LinkProps['to'];
  label: string;
  /** Shown only to these roles; every role when absent. */
  roles?: ViewerRole[];
}

// Header: the main navigation, role-only entries included.
const NAV_LINKS: NavLink[] = [
  { to: '/', label: 'Accueil' },
  { to: '/actualites', label: 'Actualités' },
  { to: '/concours-talents', label: 'Concours Talents' },
  { to: '/dedicaces', label: 'Dédicaces' },
  { to: '/mes-inscriptions', label: 'Mes Inscriptions', roles: ['talent'] },
  { to: '/admin-panel', label: 'Admin', roles: ['admin'] },
  // Every signed-in account but the admin's (hidden for admins).
  { to: '/profile', label: 'Profil', roles: ['user', 'talent', 'moderator'] },
];

export const navLinksFor = (role: ViewerRole) => NAV_LINKS.filter((link) => !link.roles || link.roles.includes(role));

// Footer: quick links.
export const FOOTER_LINKS: { to: LinkProps['to']; hash?: string; label: string }[] = [
  { to: '/programme-calendrier', label: 'Programme' },
  { to: '/emissions', label: 'Émissions' },
  { to: '/titres-diffuses', label: 'Titres diffusés' },
  { to: '/animateurs', label: 'Animateurs' },
  { to: '/actualites', label: 'Actualités' },
  { to: '/actualites/concours', label: 'Événements' },
  { to: '/a-propos', hash: 'publicite', label: 'Publicité' },
];
