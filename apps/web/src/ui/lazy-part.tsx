import { Component, type ReactNode, Suspense } from 'react';

/**
 * A part of the page whose code loads on demand (React.lazy): `fallback` while it loads, and also
 * if its code cannot be loaded (the network dropped before the service worker kept it), so that a
 * missing chunk leaves the rest of the page as it was instead of the error page.
 */
export function LazyPart({ fallback = null, children }: { fallback?: ReactNode; children: ReactNode }) {
  return (
    <LoadFailure fallback={fallback}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </LoadFailure>
  );
}

class LoadFailure extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
