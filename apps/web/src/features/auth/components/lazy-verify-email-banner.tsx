// The 'address to confirm' banner loads only for an account that needs it (issue 22 §3): the
// first load of every other visitor stays as it was.
import { lazy, Suspense } from 'react';
import { useSession } from '../../../session/session-query.ts';

const VerifyEmailBanner = lazy(() => import('./verify-email-banner.tsx').then((module) => ({ default: module.VerifyEmailBanner })));

export function LazyVerifyEmailBanner() {
  const { account } = useSession();
  if (account?.email_verified !== false) return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailBanner />
    </Suspense>
  );
}
