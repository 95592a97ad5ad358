import { type ComponentType, type ReactNode, Suspense, lazy } from 'react';
import { useSession } from './session-query.ts';

/** True for a signed-in admin; controls only, the server checks every write again. */
export function useIsAdmin(): boolean {
  return useSession().account?.role === 'admin';
}

/**
 * Admin controls placed on public pages, loaded only for admins: `lazyAdmin(() => import(...))`
 * keeps the forms, editors and their libraries out of every listener's download.
 */
export function lazyAdmin<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Lazy = lazy(load);
  return function AdminOnly(props: P & { fallback?: ReactNode }) {
    const isAdmin = useIsAdmin();
    if (!isAdmin) return null;
    return (
      <Suspense fallback={props.fallback ?? null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
