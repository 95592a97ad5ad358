import { createFileRoute } from '@tanstack/react-router';
import { lazyAdmin } from '../session/admin-only.tsx';
import { adminSubPageRoute } from './-admin-sub-page-route.tsx';

const SentMails = lazyAdmin(() => import('../features/mail/components/sent-mails-page.tsx'));

// 'Courriels envoyés': admins only, others to /.
export const Route = createFileRoute('/admin-panel_/courriels')(adminSubPageRoute('Courriels envoyés', SentMails));
