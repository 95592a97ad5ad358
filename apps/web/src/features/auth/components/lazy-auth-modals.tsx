// The account modals (and the forms and schemas inside them) load when one is first opened, not
// with the page: zod stays out of the first load. Once loaded they stay mounted.
import { lazy, Suspense, useState } from 'react';
import { useAuthModalStore } from '../../../session/auth-modal-store.ts';

const AuthModals = lazy(() => import('./auth-modals.tsx'));

export function LazyAuthModals() {
  const opened = useAuthModalStore((state) => state.open !== null);
  const [loaded, setLoaded] = useState(false);
  if (opened && !loaded) setLoaded(true);
  if (!opened && !loaded) return null;
  return (
    <Suspense fallback={null}>
      <AuthModals />
    </Suspense>
  );
}
