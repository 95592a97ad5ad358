import { createFileRoute } from '@tanstack/react-router';
import { lazyAdmin } from '../session/admin-only.tsx';
import { adminSubPageRoute } from './-admin-sub-page-route.tsx';

const ContestAdmin = lazyAdmin(() => import('../features/contests/admin/contest-admin.tsx'));

// 'Admin Gestion des Concours', its own screen: on a phone a long list of contests with
// their tools reads better alone than below the panel's cards. Admins only, others to /.
export const Route = createFileRoute('/admin-panel_/concours')(adminSubPageRoute('Gestion des Concours', ContestAdmin));
