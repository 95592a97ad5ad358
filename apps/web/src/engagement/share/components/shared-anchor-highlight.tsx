import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import '../../engagement.css';

/**
 * A shared link opens its page on its card (reveal-shared-card.ts). That code loads only when the
 * address carries a query or an anchor: most pages are opened without one.
 */
export function SharedAnchorHighlight() {
  const { pathname, searchStr, hash } = useRouterState({ select: (state) => state.location });
  useEffect(() => {
    if (!hash && !searchStr) return;
    let left = false;
    let stop: (() => void) | undefined;
    import('../reveal-shared-card.ts').then(
      ({ revealSharedCard }) => {
        if (!left) stop = revealSharedCard(pathname, searchStr, hash);
      },
      () => undefined,
    );
    return () => {
      left = true;
      stop?.();
    };
  }, [pathname, searchStr, hash]);
  return null;
}
