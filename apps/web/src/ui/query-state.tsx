import type { UseQueryResult } from '@tanstack/react-query';
import { RotateCw } from './icons.tsx';
import type { ReactNode } from 'react';
import { refusalOr } from '../lib/api-client.ts';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  /** Placeholders shown while loading. */
  skeletons?: number;
  /** The section's own load-failure text from the spec, shown unless the server explained a refusal. */
  errorText?: string;
}

/**
 * Loading, failure and data of one section. A section that fails says so (with the server's French
 * message) and offers to retry, while the rest of the page stays usable.
 */
export function QueryState<T>({ query, children, skeletons = 3, errorText }: QueryStateProps<T>) {
  if (query.isPending) {
    return (
      <div className="card-grid" aria-busy="true">
        {Array.from({ length: skeletons }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={index} className="skeleton" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="load-error" role="alert">
        <span>{errorText ? refusalOr(query.error, errorText) : query.error.message}</span>
        <button type="button" className="btn btn--ghost" onClick={() => void query.refetch()}>
          <RotateCw size={16} aria-hidden="true" />
          Réessayer
        </button>
      </div>
    );
  }
  return children(query.data);
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="empty-state">{children}</p>;
}
