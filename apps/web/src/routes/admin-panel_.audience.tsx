import { createFileRoute } from '@tanstack/react-router';
import { lazyAdmin } from '../session/admin-only.tsx';
import { adminSubPageRoute } from './-admin-sub-page-route.tsx';

// The page and its charts' library (uPlot) come with this chunk only.
const Audience = lazyAdmin(() => import('../features/audience/components/audience-page.tsx'));

// 'Audience': admins only, others to /.
export const Route = createFileRoute('/admin-panel_/audience')(adminSubPageRoute('Audience', Audience));
