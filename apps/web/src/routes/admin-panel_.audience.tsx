import { createFileRoute } from '@tanstack/react-router';
import { lazyAdmin } from '../session/admin-only.tsx';
import { adminSubPageRoute } from './-admin-sub-page-route.tsx';

// The charts' library comes with this chunk only (issue 24: uPlot loaded only on this page).
const Audience = lazyAdmin(() => import('../features/audience/components/audience-page.tsx'));

// 'Audience' (issue 24 §2): admins only, others to /.
export const Route = createFileRoute('/admin-panel_/audience')(adminSubPageRoute('Audience', Audience));
