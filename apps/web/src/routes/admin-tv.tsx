import { createFileRoute } from '@tanstack/react-router';
import { requireRoles } from '../session/route-guard.ts';
import { tvStreamsQuery } from '../features/tv/api/tv-streams-query.ts';
import { TvAdminPage } from '../features/tv/admin/tv-admin-page.tsx';
import { pageHead } from '../lib/page-head.ts';

// The TV channels' admin: admins only, others go to /.
export const Route = createFileRoute('/admin-tv')({
  beforeLoad: ({ context }) => requireRoles(context.queryClient, ['admin']),
  loader: ({ context }) => context.queryClient.ensureQueryData(tvStreamsQuery()).catch(() => undefined),
  head: pageHead('Streaming TV — Administration'),
  component: TvAdminPage,
});
