// The route of an admin panel's screen on its own page (contests, audience, mails, the letter, the
// embed code): admins only, others to /; the way back to the panel above the screen. Not a route
// itself (the leading '-'): the route files pass their title and lazily loaded screen.
import type { ComponentType } from 'react';
import { pageHead } from '../lib/page-head.ts';
import type { RouterContext } from '../lib/router-context.ts';
import { requireRoles } from '../session/route-guard.ts';
import { AdminSubPage } from '../ui/layout/admin-sub-page.tsx';

export function adminSubPageRoute(title: string, Screen: ComponentType, { narrow = false } = {}) {
  return {
    beforeLoad: ({ context }: { context: RouterContext }) => requireRoles(context.queryClient, ['admin']),
    head: pageHead(title),
    component: function AdminSubPageRoute() {
      return (
        <AdminSubPage narrow={narrow}>
          <Screen />
        </AdminSubPage>
      );
    },
  };
}
