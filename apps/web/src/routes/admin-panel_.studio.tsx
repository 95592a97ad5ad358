import { createFileRoute } from '@tanstack/react-router';
import { lazyAdmin } from '../session/admin-only.tsx';
import { adminSubPageRoute } from './-admin-sub-page-route.tsx';

// The studio and its audio code come with this chunk only.
const Studio = lazyAdmin(() => import('../features/studio/components/studio-page.tsx'));

// 'Prendre l'antenne': admins only, others to /.
export const Route = createFileRoute('/admin-panel_/studio')(adminSubPageRoute("Prendre l'antenne", Studio, { narrow: true }));
