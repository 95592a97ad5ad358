import { type ReactNode, Suspense } from 'react';

/**
 * Where a dialog's content loads on its first opening (React.lazy): its forms and their schemas
 * stay out of the page's first load. A placeholder holds the place meanwhile.
 */
export function LazyPanel({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="card-grid" aria-busy="true">
          <div className="skeleton" />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
