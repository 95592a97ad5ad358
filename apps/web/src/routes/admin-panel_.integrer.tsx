import { createFileRoute } from '@tanstack/react-router';
import { lazyAdmin } from '../session/admin-only.tsx';
import { adminSubPageRoute } from './-admin-sub-page-route.tsx';

const EmbedPlayerAdmin = lazyAdmin(() => import('../features/embed/admin/embed-player-admin.tsx'));

// 'Intégrer le lecteur': admins only, others to /.
export const Route = createFileRoute('/admin-panel_/integrer')(adminSubPageRoute('Intégrer le lecteur', EmbedPlayerAdmin));
