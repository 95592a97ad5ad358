import { createFileRoute } from '@tanstack/react-router';
import { lazyAdmin } from '../session/admin-only.tsx';
import { adminSubPageRoute } from './-admin-sub-page-route.tsx';

const LetterAdmin = lazyAdmin(() => import('../features/newsletter/admin/letter-admin.tsx'));

// 'La lettre': admins only, others to /.
export const Route = createFileRoute('/admin-panel_/lettre')(adminSubPageRoute('La lettre', LetterAdmin, { narrow: true }));
